// Light and dark mode: follows the system setting until the member picks one with the header's switch
// (kept by next-themes in localStorage), as a class on <html> that Chakra's `_dark` condition reads.
import { IconButton } from '@chakra-ui/react';
import { ThemeProvider, useTheme } from 'next-themes';
import type { ReactNode } from 'react';
import { FiMoon, FiSun } from 'react-icons/fi';

export function ColorModeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider attribute="class" defaultTheme="system" enableSystem disableTransitionOnChange>
      {children}
    </ThemeProvider>
  );
}

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
