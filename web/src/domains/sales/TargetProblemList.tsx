// The target grid's cells that will not save, listed in words above the grid (a red tint alone does
// not say why); each cell's input points at its line with aria-describedby.
import { Box, Stack, Text } from '@chakra-ui/react';
import type { Edits } from './target-grid';

/** The id of the line under the toolbar that says why a cell is not a target. */
export const problemId = (key: string) => `target-problem-${key.replace(':', '-')}`;

/** Each cell that will not save, in words next to the grid: the colour alone does not say why. */
export function ProblemList({
  problems,
  members,
  brands,
  edits,
}: {
  problems: Record<string, string>;
  members: readonly { id: number; name: string }[];
  brands: readonly { id: number; name: string }[];
  edits: Edits;
}) {
  const keys = Object.keys(problems);
  if (keys.length === 0) return null;
  const nameOf = (key: string) => {
    const [memberId, brandId] = key.split(':').map(Number);
    const member = members.find((m) => m.id === memberId)?.name ?? `Member ${memberId}`;
    return `${member}, ${brands.find((b) => b.id === brandId)?.name ?? `brand ${brandId}`}`;
  };
  return (
    <Box role="status" aria-label="Cells that will not save" mb="2" p="2" bg="red.subtle" rounded="md" fontSize="sm">
      <Stack as="ul" gap="0.5" listStyleType="none">
        {keys.slice(0, 8).map((key) => (
          <Text as="li" key={key} id={problemId(key)} color="fg.error">
            {nameOf(key)}
            {key in edits ? `: "${edits[key]}"` : ''}: {problems[key]}
          </Text>
        ))}
        {keys.length > 8 && <Text as="li">and {keys.length - 8} more cells marked in red</Text>}
      </Stack>
    </Box>
  );
}
