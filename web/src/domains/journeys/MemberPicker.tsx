// Region then team member, for the screens about one member; the choice lives in the URL. Month Visit and Journey
// Plan open on the member the viewer most likely wants (useDefaultMember).

import { useQuery } from '@apollo/client/react';
import { Flex } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMember } from '../../platform/app/session';
import { FilterSelect } from '../../platform/components/FilterSelect';
import { memberTag } from '../../platform/components/member-tag';
import { ReportPickersQuery } from '../../platform/components/pickers.documents';
import { SearchPicker } from '../../platform/components/SearchPicker';
import { FieldMembersQuery } from './journeys.documents';

export function useChosenMember(): number {
  const [params] = useSearchParams();
  return Number(params.get('member')) || 0;
}

/** Per signed-in member, so two people sharing a browser do not open on each other's choice. */
const lastMemberKey = (viewerId: number) => `fieldpulse:last-team-member:${viewerId}`;
const rememberedMember = (viewerId: number) => Number(globalThis.localStorage?.getItem(lastMemberKey(viewerId))) || 0;

/**
 * With no member (and no region) in the URL, opens on the signed-in member when their team type works in the field
 * (a promoter, a supervisor: the role My day follows), else on the field member they chose last here (kept in
 * localStorage). Failing that, `orFirst` opens on the first field member (Journey Plan); otherwise no member is
 * chosen and the screen asks for one (Month Visit). Whatever is chosen is remembered for next time.
 */
export function useDefaultMember({ orFirst = false }: { orFirst?: boolean } = {}): void {
  const viewer = useMember();
  const [params, setParams] = useSearchParams();
  const member = Number(params.get('member')) || 0;
  const open = !member && !params.has('region');
  const self = viewer.teamType?.fieldStaff ? viewer.id : 0;
  const remembered = rememberedMember(viewer.id);
  // The list is read only to check a remembered member is still a field member, or to take the first.
  const needsList = open && !self && (remembered > 0 || orFirst);
  const field = useQuery(FieldMembersQuery, { variables: { regionId: null }, skip: !needsList }).data?.fieldMembers
    .items;
  useEffect(() => {
    if (member) {
      globalThis.localStorage?.setItem(lastMemberKey(viewer.id), String(member));
      return;
    }
    if (!open) return;
    let chosen = self;
    if (!chosen) {
      if (!field) return;
      chosen = field.some((m) => m.id === remembered) ? remembered : orFirst ? (field[0]?.id ?? 0) : 0;
    }
    if (!chosen) return;
    const next = new URLSearchParams(params);
    next.set('member', String(chosen));
    setParams(next, { replace: true });
  }, [member, open, self, remembered, orFirst, field, viewer.id, params, setParams]);
}

export function MemberPicker({ disabled }: { disabled?: boolean }) {
  const [params, setParams] = useSearchParams();
  const region = Number(params.get('region')) || 0;
  const member = Number(params.get('member')) || 0;
  const regions = useQuery(ReportPickersQuery).data?.regions ?? [];
  const members =
    useQuery(FieldMembersQuery, { variables: { regionId: region || null } }).data?.fieldMembers.items ?? [];
  const set = (changes: Record<string, number>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, String(value));
      else next.delete(key);
    }
    setParams(next);
  };
  return (
    <Flex gap="3" wrap="wrap" align="flex-end">
      <FilterSelect
        label="Region"
        value={region}
        options={regions}
        disabled={disabled}
        onChange={(value) => set({ region: Number(value), member: 0 })}
      />
      <SearchPicker
        label="Team member"
        value={member}
        disabled={disabled}
        allLabel="Choose a team member…"
        options={members.map((m) => ({
          id: m.id,
          name: m.name,
          code: memberTag(m),
          detail: [m.teamType?.name, m.region?.name].filter(Boolean).join(', '),
        }))}
        onChange={(value) => set({ member: value })}
      />
    </Flex>
  );
}
