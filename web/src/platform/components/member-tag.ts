// What tells two team members apart where a name alone would not: the demo's 301 members share 77 names,
// two Arif Hossains in Mymensingh among them. The login when the viewer may see it (Users List), else the id.
export function memberTag(member: { id: number; login?: string | null }): string {
  return member.login ?? `ID ${member.id}`;
}

/** A member as row actions and titles name them: "Full Name (login)", as a store is "Gulshan Mart (ST00012)". */
export function memberTitle(member: { id: number; name: string; login?: string | null }): string {
  return `${member.name} (${memberTag(member)})`;
}

/**
 * Labels for a list of members that tell namesakes apart: each member's name, and where another member of the
 * list shares it, their tag too ("Nasrin Hossain (ID 123)"). Charts key their bars by these, so two members of
 * one name never share a slot.
 */
export function distinctMemberLabels<T>(
  items: readonly T[],
  memberOf: (item: T) => { id: number; name: string; login?: string | null } | null | undefined,
  suffix: (item: T) => string = () => '',
): string[] {
  const base = items.map((item) => `${memberOf(item)?.name ?? '?'}${suffix(item)}`);
  const ids = new Map<string, Set<number>>();
  items.forEach((item, index) => {
    const label = base[index]!;
    const set = ids.get(label) ?? new Set<number>();
    set.add(memberOf(item)?.id ?? -1);
    ids.set(label, set);
  });
  return items.map((item, index) => {
    const member = memberOf(item);
    const label = base[index]!;
    if (!member || (ids.get(label)?.size ?? 0) < 2) return label;
    return `${member.name} (${memberTag(member)})${suffix(item)}`;
  });
}
