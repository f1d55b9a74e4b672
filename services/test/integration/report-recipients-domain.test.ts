// AddReportRecipients repeats the gateway's rule (REPORT_EMAIL_DOMAINS): a report recipient is an
// address in the company's domains (the configured ones and the report address's own), a member's
// outside them included; any other is refused with 400 naming it, so a caller that skips the gateway
// cannot send reports outside the company either.
import { describe, expect, it } from 'vitest';
import { get } from './support.js';

type Change = { Changed: number; Unchanged: number };
const recipients = async () =>
  (await get<{ Email: string }[]>('/settings/ReportRecipients', { ReportID: 2 })).body.data.map((r) => r.Email);

describe('AddReportRecipients keeps reports inside the company', () => {
  it("refuses an address outside the allowed domains that is no member's, and adds nothing", async () => {
    const answer = await get('/settings/AddReportRecipients', { ReportID: 2, Email: 'Someone@Elsewhere.org' });
    expect(answer.httpStatus).toBe(400);
    expect(answer.body).toMatchObject({ status: 400, parameter: 'Email' });
    expect(answer.body.message).toContain('someone@elsewhere.org');
    expect(await recipients()).not.toContain('someone@elsewhere.org');
  });

  it("adds an address in the company's domains (any case), not a member's own outside them", async () => {
    const inDomain = await get<Change>('/settings/AddReportRecipients', { ReportID: 2, Email: 'lead@EXAMPLE.com' });
    expect(inDomain.body.data).toEqual({ Changed: 1, Unchanged: 0 });
    await get('/settings/RemoveReportRecipients', { ReportID: 2, Email: 'lead@example.com' });
    const ownDomain = await get<Change>('/settings/AddReportRecipients', {
      ReportID: 2,
      Email: 'desk@fieldforce.example',
    });
    expect(ownDomain.body.data).toEqual({ Changed: 1, Unchanged: 0 });
    await get('/settings/RemoveReportRecipients', { ReportID: 2, Email: 'desk@fieldforce.example' });

    const members = (await get<{ Email: string | null }[]>('/main/TeamMemberStore', { TeamTypeID: 0 })).body.data;
    const outsider = members.find((m) => m.Email && !m.Email.toLowerCase().endsWith('@example.com'))?.Email;
    expect(outsider).toBeTruthy();
    const own = await get('/settings/AddReportRecipients', { ReportID: 2, Email: outsider!.toUpperCase() });
    expect(own.httpStatus).toBe(400);
  });

  it('removes any address, wherever it is', async () => {
    const removed = await get<Change>('/settings/RemoveReportRecipients', { ReportID: 2, Email: 'x@elsewhere.org' });
    expect(removed.body).toMatchObject({ status: 200, data: { Changed: 0, Unchanged: 1 } });
  });
});
