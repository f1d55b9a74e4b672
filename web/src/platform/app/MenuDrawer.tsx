// The side menu as a drawer below 992 px: Chakra's dialog machine (focus trap, scroll lock), which a wider window
// never draws, so the layout loads it only there.
import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function MenuDrawer({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Drawer.Root open={open} onOpenChange={(event) => onOpenChange(event.open)} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg="gray.900" maxWidth="72">
            <Drawer.Header color="white">
              <Drawer.Title>FieldPulse</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body p="0">{children}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" color="white" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
