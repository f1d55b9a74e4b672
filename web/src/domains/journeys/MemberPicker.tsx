// Region then team member, for the screens about one member; the choice lives in the URL. Month Visit
// and Journey Plan open on a member rather than an empty page (useDefaultMember).
import { Flex } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMember } from '../../platform/app/session';
import { FilterSelect } from '../../platform/components/FilterSelect';
import { memberTag } from '../../platform/components/member-tag';
import { SearchPicker } from '../../platform/components/SearchPicker';
import { ReportPickersQuery } from '../../platform/components/pickers.documents';
import { FieldMembersQuery } from './journeys.documents';

export function useChosenMember(): number {
  const [params] = useSearchParams();
  return Number(params.get('member')) || 0;
}

/** Per signed-in member, so two people sharing a browser do not open on each other's choice. */
const lastMemberKey = (viewerId: number) => `fieldpulse:last-team-member:${viewerId}`;

/**
 * With no member (and no region) in the URL, opens on the signed-in member when they are field staff,
 * else on the member they chose last here (kept in localStorage), else on the first field member.
 * Whatever is chosen is remembered for next time.
 */
export function useDefaultMember(): void {
  const viewer = useMember();
  const [params, setParams] = useSearchParams();
  const member = Number(params.get('member')) || 0;
  const open = !member && !params.has('region');
  const field = useQuery(FieldMembersQuery, { variables: { regionId: null }, skip: !open }).data?.fieldMembers;
  useEffect(() => {
    const key = lastMemberKey(viewer.id);
    if (member) {
      globalThis.localStorage?.setItem(key, String(member));
      return;
    }
    if (!open || !field) return;
    const remembered = Number(globalThis.localStorage?.getItem(key)) || 0;
    const chosen = field.some((m) => m.id === viewer.id)
      ? viewer.id
      : field.some((m) => m.id === remembered)
        ? remembered
        : field[0]?.id;
    if (!chosen) return;
    const next = new URLSearchParams(params);
    next.set('member', String(chosen));
    setParams(next, { replace: true });
  }, [member, open, field, viewer.id, params, setParams]);
}

export function MemberPicker({ disabled }: { disabled?: boolean }) {
  const [params, setParams] = useSearchParams();
  const region = Number(params.get('region')) || 0;
  const member = Number(params.get('member')) || 0;
  const regions = useQuery(ReportPickersQuery).data?.regions ?? [];
  const members = useQuery(FieldMembersQuery, { variables: { regionId: region || null } }).data?.fieldMembers ?? [];
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
