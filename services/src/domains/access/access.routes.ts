// Page access: which pages (menu titles) a team member may open, AccessEnable 1 meaning allowed.
import { ok } from '../../platform/http/envelope.js';
import { type Handler, type HandlerTable, int } from '../../platform/http/handlers.js';

const pageAccess: Handler = async (query, { db }) =>
  ok(
    await db.query(
      `select page_name as "PageName", access_enable as "AccessEnable"
     from page_access where team_member_id = $1 order by page_name`,
      [int(query, 'TeamMemberID')],
    ),
  );

export const accessHandlers: HandlerTable = {
  GetPageAccess: pageAccess,
  PageAccess: pageAccess,
};
