// A gateway's settings for the stand-in (services/) at one address: its four bases and their token, as an operator
// names them. The suites, the bench and the drills start gateways on the stand-in in a dozen places; each adds its
// own settings (limits, caches, Redis) beside these.
import { randomBytes } from 'node:crypto';

export function standInBases(servicesUrl: string, token: string) {
  return {
    MAIN_API_URL: `${servicesUrl}/main`,
    SETTINGS_API_URL: `${servicesUrl}/settings`,
    TRANSFER_API_URL: `${servicesUrl}/transfer`,
    PRODUCT_API_URL: `${servicesUrl}/product`,
    API_TOKEN: token,
  };
}

/** A session secret of its own for one test or bench gateway (production's comes from the operator). */
export const freshSessionSecret = () => randomBytes(32).toString('base64url');
