// Upstream page access: the member's records, keeping AccessEnable = 1, names trimmed. The description
// names two reads: GetPageAccess serves the signed-in member's own access (menu, enforcement);
// PageAccess serves the User Permission screen's look at another member.
import type { UpstreamClient, UpstreamLog } from '../upstream/client.js';

export type PageAccessEndpoint = 'GetPageAccess' | 'PageAccess';

export async function fetchAllowedPageNames(
  upstream: UpstreamClient,
  memberId: number,
  log?: UpstreamLog,
  endpoint: PageAccessEndpoint = 'GetPageAccess',
): Promise<string[]> {
  const records = await upstream.list('main', endpoint, { TeamMemberID: memberId }, log);
  const names: string[] = [];
  for (const record of records) {
    if (record.AccessEnable === 1 && typeof record.PageName === 'string' && record.PageName.trim() !== '')
      names.push(record.PageName.trim());
  }
  return names;
}
