// The domains' handlers, one line each: adding a domain is a folder and a line here; the platform (http/server.ts)
// serves whatever table it is given and imports no domain itself.

import type { HandlerTable } from '../platform/http/handlers.js';
import { accessHandlers } from './access/access.routes.js';
import { auditHandlers } from './audit/audit.routes.js';
import { authHandlers } from './auth/auth.routes.js';
import { brandPictureHandlers } from './brands/brand-pictures.js';
import { brandHandlers } from './brands/brands.routes.js';
import { storePicturesEmailHandler } from './field-records/pictures-email.js';
import { recordHandlers } from './field-records/records.routes.js';
import { journeyHandlers } from './journeys/journeys.routes.js';
import { accessTokenHandlers } from './product-store/access-tokens.routes.js';
import { credentialResetHandler, productStoreHandlers } from './product-store/product.routes.js';
import { categoryHandlers } from './products/categories.routes.js';
import { productHandlers } from './products/products.routes.js';
import { lookupHandlers } from './reference/reference.routes.js';
import { salesHandlers } from './sales/sales.routes.js';
import { addReportRecipientsHandler, settingsHandlers } from './settings/settings.routes.js';
import { checkHandlers } from './store-checks/checks.routes.js';
import { lowStockEmailHandler } from './store-checks/low-stock-email.js';
import { storeHandlers } from './stores/stores.routes.js';
import { storeWriteHandlers } from './stores/stores.write.js';
import { teamHandlers } from './team/team.routes.js';

export const handlers: HandlerTable = {
  ...authHandlers,
  ...accessHandlers,
  ...lookupHandlers,
  ...storeHandlers,
  ...storeWriteHandlers,
  ...teamHandlers,
  ...productHandlers,
  ...brandHandlers,
  ...brandPictureHandlers,
  ...categoryHandlers,
  ...productStoreHandlers,
  ...auditHandlers,
  ...accessTokenHandlers,
  ...checkHandlers,
  ...salesHandlers,
  ...journeyHandlers,
  ...recordHandlers,
  ...settingsHandlers,
};

/** Where the company's e-mails may go: the default report address and the allowed domains. */
export type EmailPolicy = Parameters<typeof lowStockEmailHandler>[0];

/**
 * The handlers that send e-mail, with the policy they keep and the product's public URL they link to (set when the
 * services start).
 */
export function emailHandlers(policy: EmailPolicy, publicUrl: string): HandlerTable {
  return {
    DispalyCheckDetail_LowStock_Email: lowStockEmailHandler(policy),
    Email_StorePictures: storePicturesEmailHandler(policy),
    AddReportRecipients: addReportRecipientsHandler(policy),
    Credential_Reset: credentialResetHandler(policy, publicUrl),
  };
}
