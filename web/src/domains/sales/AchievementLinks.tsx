// Links to the two achievement screens (by quantity, by value) for members who may open them.
import { Link as ChakraLink, HStack } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { canOpen } from '../../platform/app/screen-access';
import { useMember } from '../../platform/app/session';

export function AchievementLinks() {
  const member = useMember();
  if (!canOpen({ page: 'Target And Achivement' }, member.pages)) return null;
  return (
    <HStack gap="4" fontSize="sm" aria-label="Achievement screens">
      <ChakraLink asChild color="teal.fg">
        <Link to="/AchivementByQuantity">Achievement by quantity</Link>
      </ChakraLink>
      <ChakraLink asChild color="teal.fg">
        <Link to="/AchivementByValue">Achievement by value</Link>
      </ChakraLink>
    </HStack>
  );
}
