// The dashboard for now: a welcome and quick links to the screens the member may open.
import { Card, Heading, Link as ChakraLink, SimpleGrid, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useMember, type MenuEntry } from '../../app/session';

type Node = MenuEntry | MenuEntry['children'][number] | MenuEntry['children'][number]['children'][number];

const items = (nodes: readonly Node[]): Node[] =>
  nodes.flatMap((node) => (node.type === 'ITEM' ? [node] : items('children' in node ? (node.children as Node[]) : [])));

export default function DashboardPage() {
  const member = useMember();
  const links = items(member.menu).filter((item) => item.id !== 'logout' && item.url && item.url !== '/app/dashboard/default');
  return (
    <Card.Root>
      <Card.Body>
        <Heading as="h2" size="md">Welcome, {member.name}</Heading>
        <Text color="gray.600" mt="1">Your screens:</Text>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="2" mt="4">
          {links.map((item) => (
            <ChakraLink key={item.id} asChild color="teal.700" fontWeight="medium"><Link to={item.url!}>{item.title}</Link></ChakraLink>
          ))}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
