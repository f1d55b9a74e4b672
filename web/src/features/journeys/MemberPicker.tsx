// Region then team member, for the screens about one member; the choice lives in the URL.
import { Flex } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { FilterSelect } from '../../components/FilterSelect';
import { ReportPickersQuery } from '../../components/pickers.documents';
import { FieldMembersQuery } from './journeys.documents';

export function useChosenMember(): number {
  const [params] = useSearchParams();
  return Number(params.get('member')) || 0;
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
      <FilterSelect
        label="Team member"
        value={member}
        disabled={disabled}
        allLabel="Choose a team member…"
        options={members.map((m) => ({
          id: m.id,
          name: `${m.name} (${m.teamType?.name ?? ''}, ${m.region?.name ?? ''})`,
        }))}
        onChange={(value) => set({ member: Number(value) })}
      />
    </Flex>
  );
}
