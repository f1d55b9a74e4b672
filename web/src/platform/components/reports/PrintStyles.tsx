// The print layout of report screens (@media print): the report alone on paper, with its title, its
// applied filters as text, its totals and charts; no menu, header, filter form or buttons, and tables
// at full length (no inner scroll box) with their headers repeated on each page.
import { Global } from '@emotion/react';

const PRINT = `
@media print {
  @page { margin: 12mm; }
  aside, header, nav, button, [data-print="hide"] { display: none !important; }
  body, main, main * { background: transparent !important; box-shadow: none !important; }
  main { padding: 0 !important; }
  thead { display: table-header-group; }
  tr, figure { break-inside: avoid; }
  [data-print="table"] { max-height: none !important; overflow: visible !important; }
}
`;

/** Rendered by every report screen; the rules only act on paper. */
export function PrintStyles() {
  return <Global styles={PRINT} />;
}
