// What a computation read of the bases: the endpoints (`base/endpoint`) of its upstream calls, its own and those behind
// the values a cache served it (each cached value keeps the log of the load that made it, and hands it on to every
// request it serves). The response cache keeps an answer's log beside it, and a write drops only the answers whose
// logs meet what the write can change (cache/response-cache.ts).
export class ReadLog {
  private readonly endpoints = new Set<string>();
  /** The logs that take this one's reads as they come (the requests waiting on a load in flight), until it settles. */
  private followers: ReadLog[] | undefined = [];

  add(endpoint: string): void {
    if (this.endpoints.has(endpoint)) return;
    this.endpoints.add(endpoint);
    if (this.followers) for (const follower of this.followers) follower.add(endpoint);
  }

  /** Gives `log` every read of this one: those made, and, until it settles, those still to come. */
  feed(log: ReadLog): void {
    for (const endpoint of this.endpoints) log.add(endpoint);
    this.followers?.push(log);
  }

  /** The computation is over: later reads are not handed on (a kept value holds no request's log). */
  settle(): void {
    this.followers = undefined;
  }

  /** Whether it read any of `endpoints`. */
  meets(endpoints: readonly string[]): boolean {
    return endpoints.some((endpoint) => this.endpoints.has(endpoint));
  }

  /** The endpoints read so far. */
  list(): string[] {
    return [...this.endpoints];
  }
}
