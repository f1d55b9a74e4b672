// The frame of the public screens: brand, product presentation and a card.
import { Box, Card, Center, Heading, Text } from '@chakra-ui/react';
import { type ReactNode, useEffect } from 'react';

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} | FieldPulse`;
  }, [title]);
  return (
    <Center minHeight="100vh" bg="bg.muted" px="4">
      <Box width="full" maxWidth="sm">
        <Box textAlign="center" mb="6">
          <Heading size="2xl" color="teal.fg">
            FieldPulse
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Retail Solution by Meridian Distribution
          </Text>
        </Box>
        <Card.Root>
          <Card.Header>
            <Heading as="h1" size="lg">
              {title}
            </Heading>
          </Card.Header>
          <Card.Body>{children}</Card.Body>
        </Card.Root>
      </Box>
    </Center>
  );
}
