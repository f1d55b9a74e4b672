// Team Location (/TeamLocation): each active member's latest position on a map (Leaflet), fresh
// fixes in teal and stale ones (older than 12 hours) in grey, with the store of that visit; a click
// shows the member's day. The tile server is configuration; without one the markers are drawn on a
// plain background.
import 'leaflet/dist/leaflet.css';
import { Badge, Box, Flex, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { CircleMarker, MapContainer, Popup, TileLayer, Tooltip } from 'react-leaflet';
import { Link, useSearchParams } from 'react-router-dom';
import { FilterSelect } from '../../components/FilterSelect';
import { ReportPickersQuery } from '../../components/pickers.documents';
import { EmptyState, ErrorState, LoadingRows } from '../../components/States';
import { isoWeekOf } from './iso-week';
import { TeamLocationsQuery } from './journeys.documents';

const age = (minutes: number) =>
  minutes < 60
    ? `${minutes} min ago`
    : minutes < 48 * 60
      ? `${Math.round(minutes / 60)} h ago`
      : `${Math.round(minutes / 1440)} days ago`;

export default function TeamLocationPage() {
  const [params, setParams] = useSearchParams();
  const region = Number(params.get('region')) || 0;
  const regions = useQuery(ReportPickersQuery).data?.regions ?? [];
  const { data, loading, error, refetch } = useQuery(TeamLocationsQuery, { variables: { regionId: region || null } });
  const positions = data?.teamLocations ?? [];
  const tiles = data?.mapSettings;
  const center: [number, number] =
    positions.length > 0
      ? [
          positions.reduce((sum, p) => sum + p.latitude, 0) / positions.length,
          positions.reduce((sum, p) => sum + p.longitude, 0) / positions.length,
        ]
      : [23.7, 90.4];
  const week = isoWeekOf(new Date());
  const stale = positions.filter((p) => p.stale).length;

  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="lg" p="4">
      <Flex gap="3" wrap="wrap" align="flex-end" mb="3">
        <FilterSelect
          label="Region"
          value={region}
          options={regions}
          onChange={(value) => {
            const next = new URLSearchParams(params);
            if (value === '0') next.delete('region');
            else next.set('region', value);
            setParams(next);
          }}
        />
        {data && (
          <Flex gap="2" ms="auto">
            <Badge colorPalette="teal">{positions.length - stale} seen in the last 12 hours</Badge>
            <Badge colorPalette="gray">{stale} stale</Badge>
          </Flex>
        )}
      </Flex>
      {error && <ErrorState message="Failed to fetch team locations." onRetry={() => void refetch()} />}
      {loading && !data && <LoadingRows />}
      {data && positions.length === 0 && <EmptyState title="No team member has a known position here" />}
      {data && positions.length > 0 && (
        <Box
          h="600px"
          rounded="md"
          overflow="hidden"
          borderWidth="1px"
          bg="bg.muted"
          data-testid="team-map"
          data-markers={positions.length}
        >
          <MapContainer
            key={`${region}`}
            center={center}
            zoom={region ? 9 : 7}
            style={{ height: '100%', width: '100%', background: '#EDF2F7' }}
            scrollWheelZoom
          >
            {tiles?.tileUrl && <TileLayer url={tiles.tileUrl} attribution={tiles.attribution} />}
            {positions.map(
              (position) =>
                position.store && (
                  <CircleMarker
                    key={`store-${position.visitId}`}
                    center={[position.store.latitude, position.store.longitude]}
                    radius={4}
                    pathOptions={{ color: '#2D3748', weight: 1, fillOpacity: 0.4 }}
                  >
                    <Tooltip>
                      {position.store.code} · {position.store.name}
                    </Tooltip>
                  </CircleMarker>
                ),
            )}
            {positions.map((position) => (
              <CircleMarker
                key={position.teamMember?.id ?? position.visitId}
                center={[position.latitude, position.longitude]}
                radius={8}
                pathOptions={{
                  color: position.stale ? '#718096' : '#2C7A7B',
                  fillColor: position.stale ? '#A0AEC0' : '#38B2AC',
                  fillOpacity: 0.9,
                  weight: 2,
                }}
                eventHandlers={{
                  add: (event) => {
                    // A named image: aria-label alone is not allowed on an SVG path.
                    const marker = event.target.getElement();
                    marker?.setAttribute('role', 'img');
                    marker?.setAttribute(
                      'aria-label',
                      `${position.teamMember?.name ?? 'Member'}, ${age(position.ageMinutes)}`,
                    );
                  },
                }}
              >
                <Popup>
                  <Stack gap="1" minW="48">
                    <Text fontWeight="semibold">{position.teamMember?.name}</Text>
                    <Text fontSize="sm">
                      {position.teamMember?.teamType?.name} · {age(position.ageMinutes)}
                      {position.stale ? ' (stale)' : ''}
                    </Text>
                    <Text fontSize="sm">
                      At {position.store ? `${position.store.code} · ${position.store.name}` : 'an unknown store'}
                    </Text>
                    {position.teamMember && (
                      <ChakraLink asChild fontSize="sm" color="teal.700">
                        <Link to={`/JourneyPlan?member=${position.teamMember.id}&year=${week.year}&week=${week.week}`}>
                          See their day in the journey plan
                        </Link>
                      </ChakraLink>
                    )}
                  </Stack>
                </Popup>
              </CircleMarker>
            ))}
          </MapContainer>
        </Box>
      )}
    </Box>
  );
}
