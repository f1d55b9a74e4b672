// Calls the shared services server started by the integration run's global setup.
import { inject } from 'vitest';

export interface Answer<T = unknown> {
  httpStatus: number;
  body: { status: number; message: string; data: T; parameter?: string };
}

export async function get<T = unknown>(
  path: string,
  params: Record<string, string | number> = {},
  token = inject('servicesToken'),
): Promise<Answer<T>> {
  const query = new URLSearchParams({
    ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
    _token: token,
  });
  const response = await fetch(`${inject('servicesUrl')}${path}?${query}`);
  return { httpStatus: response.status, body: (await response.json()) as Answer<T>['body'] };
}
