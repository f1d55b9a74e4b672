// Light and dark mode: follows the system setting until the member picks one with the header's switch
// (kept by next-themes in localStorage), as a class on <html> that Chakra's `_dark` condition reads.
// The header's switch is ColorModeSwitch.tsx.
import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';

export function ColorModeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider attribute="class" defaultTheme="system" enableSystem disableTransitionOnChange>
      {children}
    </ThemeProvider>
  );
}
