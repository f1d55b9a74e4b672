// The map of the gallery: the team map's markers (fresh in teal, stale in grey) on a plain background.
import 'leaflet/dist/leaflet.css';
import { Box } from '@chakra-ui/react';
import { CircleMarker, MapContainer, Tooltip } from 'react-leaflet';

const SAMPLE = [
  { at: [23.81, 90.41], name: 'Nusrat Jahan', stale: false },
  { at: [23.75, 90.37], name: 'Rubel Ahmed', stale: true },
  { at: [23.79, 90.45], name: 'Sadia Islam', stale: false },
] as const;

export default function MapGallery() {
  return (
    <Box h="420px" rounded="md" overflow="hidden" borderWidth="1px" data-testid="gallery-map">
      <MapContainer center={[23.78, 90.41]} zoom={12} style={{ height: '100%', width: '100%', background: '#EDF2F7' }}>
        {SAMPLE.map((point) => (
          <CircleMarker
            key={point.name}
            center={[point.at[0], point.at[1]]}
            radius={8}
            pathOptions={{
              color: point.stale ? '#718096' : '#2C7A7B',
              fillColor: point.stale ? '#A0AEC0' : '#38B2AC',
              fillOpacity: 0.9,
            }}
          >
            <Tooltip>
              {point.name}
              {point.stale ? ' (stale)' : ''}
            </Tooltip>
          </CircleMarker>
        ))}
      </MapContainer>
    </Box>
  );
}
