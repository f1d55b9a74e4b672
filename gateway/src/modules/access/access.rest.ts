// Upstream page access: the member's records, keeping AccessEnable = 1, names trimmed.
import type { UpstreamClient, UpstreamLog } from '../../upstream/client.js';

export async function fetchAllowedPageNames(
  upstream: UpstreamClient,
  memberId: number,
  log?: UpstreamLog,
): Promise<string[]> {
  const records = await upstream.list('main', 'GetPageAccess', { TeamMemberID: memberId }, log);
  const names: string[] = [];
  for (const record of records) {
    if (record.AccessEnable === 1 && typeof record.PageName === 'string' && record.PageName.trim() !== '')
      names.push(record.PageName.trim());
  }
  return names;
}
