// The header's light/dark switch, apart from the provider (color-mode.tsx) so its icons load with the signed-in
// shell rather than before sign-in.
import { IconButton } from '@chakra-ui/react';
import { useTheme } from 'next-themes';
import { FiMoon, FiSun } from 'react-icons/fi';

/** The header's switch: a toggle button that says which mode it is in. */
export function ColorModeSwitch() {
  const { resolvedTheme, setTheme } = useTheme();
  const dark = resolvedTheme === 'dark';
  return (
    <IconButton
      aria-label="Dark mode"
      aria-pressed={dark}
      title={dark ? 'Switch to light mode' : 'Switch to dark mode'}
      variant="ghost"
      size="sm"
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      {dark ? <FiSun /> : <FiMoon />}
    </IconButton>
  );
}
