// The template's demo routes: one page of Chakra building blocks, titled by its route.
import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { DEMO_SCREENS } from '../../app/routes';

export default function DemoPage() {
  const { pathname } = useLocation();
  const title = DEMO_SCREENS.find((route) => route.path === pathname)?.title ?? 'Sample';
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="4">
          <Text color="gray.600">{title}: the building blocks the back office is made of.</Text>
          <HStack gap="2"><Button colorPalette="teal">Primary</Button><Button variant="outline">Secondary</Button><Button variant="ghost">Ghost</Button></HStack>
          <HStack gap="2"><Badge colorPalette="green">Active</Badge><Badge colorPalette="gray">Inactive</Badge><Badge colorPalette="orange">Pending</Badge></HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
