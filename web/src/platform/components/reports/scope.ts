// A manager's reports open on the brands they manage (Setup Manager By Brand), with one switch to
// the whole company (scope=company in the URL). The gateway does the narrowing: the scope is sent as
// the filter's managerId, which it passes upstream (ManagerID: only brands this manager is set up for).
import { useQuery } from '@apollo/client/react';
import { useContext } from 'react';
import { useSearchParams } from 'react-router-dom';
import { graphql } from '../../../gql';
import { SessionContext } from '../../app/session';

export const ManagedBrandsQuery = graphql(`
  query ManagedBrands($managerId: Int!) { brandsForManager(managerId: $managerId) { id name } }
`);

export interface ReportScope {
  /** How many brands the signed-in member manages (0: the switch is not offered). */
  brands: number;
  /** The managerId the reports are narrowed by, or null for the whole company. */
  managerId: number | null;
  wholeCompany: boolean;
  setWholeCompany: (whole: boolean) => void;
}

export function useReportScope(): ReportScope {
  const member = useContext(SessionContext);
  const [params, setParams] = useSearchParams();
  const managed = useQuery(ManagedBrandsQuery, {
    variables: { managerId: member?.id ?? 0 },
    skip: !member,
  }).data?.brandsForManager;
  const brands = managed?.length ?? 0;
  const wholeCompany = params.get('scope') === 'company';
  return {
    brands,
    managerId: member && brands > 0 && !wholeCompany ? member.id : null,
    wholeCompany,
    setWholeCompany: (whole) => {
      const next = new URLSearchParams(params);
      if (whole) next.set('scope', 'company');
      else next.delete('scope');
      next.delete('page');
      setParams(next);
    },
  };
}
