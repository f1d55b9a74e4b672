// Display check detail (/DisplayCheckDetail): every line, newest first or sorted by any column over all of them, a
// page at a time, with the totals of all matching lines, or a row per store or member; the CSV has every matching
// line in the order shown.
import { LineReport } from './LineReport';

export default function DetailPage() {
  return (
    <LineReport
      lowStock={false}
      caption="Display-check lines"
      csvName="display-check-detail.csv"
      errorMessage="Failed to fetch display check lines."
    />
  );
}
