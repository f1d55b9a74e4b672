// Which mutations the audit trail records and which record each one changes: one line a mutation. A mutation
// that changes master data, mappings, permissions, targets, plans or members is listed here; the others are
// named in NOT_AUDITED with why, so a new mutation is a deliberate choice (a unit test holds every mutation of
// the schema to one of the two lists).

type Args = { readonly [name: string]: unknown };

export interface AuditedMutation {
  /** What is changed: the trail's record kind ('store', 'permission', ...). */
  kind: string;
  /** The changed record's id; undefined when the change has no one record (its records are in the entry). */
  record?: (args: Args, result: unknown) => unknown;
  /** True when this call changes nothing (a preview): no entry. */
  readOnly?: (args: Args) => boolean;
}

const argument =
  (name: string) =>
  (args: Args): unknown =>
    args[name];
const byId = argument('id');
/** A created record's id, from the mutation's answer. */
const created = (_args: Args, result: unknown): unknown =>
  typeof result === 'object' && result !== null ? (result as { id?: unknown }).id : undefined;

export const AUDITED: Readonly<Record<string, AuditedMutation>> = {
  createStore: { kind: 'store', record: created },
  updateStore: { kind: 'store', record: byId },
  removeStore: { kind: 'store', record: byId },
  createBrand: { kind: 'brand', record: created },
  updateBrand: { kind: 'brand', record: byId },
  removeBrand: { kind: 'brand', record: byId },
  createProduct: { kind: 'product', record: created },
  updateProduct: { kind: 'product', record: byId },
  removeProduct: { kind: 'product', record: byId },
  createProductCategory: { kind: 'category', record: created },
  updateProductCategory: { kind: 'category', record: byId },
  removeProductCategory: { kind: 'category', record: byId },
  createTeamMember: { kind: 'member', record: created },
  updateTeamMember: { kind: 'member', record: byId },
  removeTeamMember: { kind: 'member', record: byId },
  endSessions: { kind: 'member', record: byId },
  // What was sent and the store's record: never the token (the store answers no token, nor its hash).
  createAccessToken: {
    kind: 'access-token',
    record: (_args, result) =>
      typeof result === 'object' && result !== null ? (result as { record?: { id?: unknown } }).record?.id : undefined,
  },
  revokeAccessToken: { kind: 'access-token', record: byId },
  // The new password itself is never recorded: only that one was issued, to whom.
  resetTeamMemberPassword: { kind: 'member', record: argument('teamMemberId') },
  decideAccessRequest: { kind: 'access-request', record: byId },
  setTeamTypeRoles: { kind: 'team-type', record: argument('teamTypeId') },
  // A member's pages: the record is the member whose access changed.
  updatePermission: { kind: 'permission', record: argument('teamMemberId') },
  mapStores: { kind: 'store-mapping', record: argument('teamMemberId') },
  unmapStores: { kind: 'store-mapping', record: argument('teamMemberId') },
  mapAccountProducts: { kind: 'product-mapping', record: (args) => `${args.channelId}:${args.gradeId}` },
  setStoreGrade: { kind: 'store-grade', record: argument('storeId') },
  setStoreGrades: { kind: 'store-grade' },
  setReportRecipient: { kind: 'report-recipient', record: argument('reportId') },
  setBrandManager: { kind: 'brand-manager', record: argument('brandId') },
  setMonthlyTargets: {
    kind: 'target',
    record: (args) => `${String(args.year)}-${String(args.month).padStart(2, '0')}`,
  },
  // The month copied into; the entry's After holds both months.
  copyMonthlyTargets: {
    kind: 'target',
    record: (args) => `${String(args.toYear)}-${String(args.toMonth).padStart(2, '0')}`,
    readOnly: (args) => args.preview === true,
  },
  changeJourneyPlan: { kind: 'journey-plan', record: argument('teamMemberId') },
  copyJourneyPlan: {
    kind: 'journey-plan',
    record: argument('teamMemberId'),
    readOnly: (args) => args.preview === true,
  },
};

/** Mutations that change no record an administrator answers for, and why. */
export const NOT_AUDITED: Readonly<Record<string, string>> = {
  login: 'a sign-in changes no record',
  logout: 'a sign-out changes no record',
  requestAccess: 'a request waits for an administrator, whose decision is recorded',
  changePassword: "a member's own password: its only record is the password, never kept in the trail",
  emailLowStockReport: 'sends an e-mail, changes no record',
  emailStorePictures: 'sends an e-mail, changes no record',
};
