// The charts of the gallery: the product's bar and trend charts with sample data.
import { Stack } from '@chakra-ui/react';
import { BarChart, TrendChart } from '../../platform/components/reports/charts';

export default function ChartsGallery() {
  const weeks = ['W40', 'W41', 'W42', 'W43', 'W44', 'W45'];
  return (
    <Stack gap="6" bg="white" p="4" rounded="lg" borderWidth="1px">
      <BarChart
        label="Sample: lines and low stock by brand"
        unit="Lines"
        indexBy="brand"
        keys={['Lines', 'Low stock']}
        data={['Samsung', 'Walton', 'Pran', 'Unilever'].map((brand, i) => ({
          brand,
          Lines: 120 - i * 17,
          'Low stock': 12 + i * 3,
        }))}
      />
      <TrendChart
        label="Sample: low-stock rate by week"
        unit="Low-stock rate (%)"
        series={['Samsung', 'Walton'].map((id, k) => ({
          id,
          data: weeks.map((x, i) => ({ x, y: 0.08 + ((i + k) % 3) * 0.02 })),
        }))}
      />
    </Stack>
  );
}
