// Team Location (/TeamLocation): each active member's latest position on a map (Leaflet), fresh
// fixes in teal and stale ones (older than 12 hours) in grey, grouped into numbered clusters when
// zoomed out, with the store of that visit; a click shows the member's day. Beside the map, the members listed by
// when they were last seen; choosing one shows them on the map. The tile server is configuration; without one the
// map draws the country's divisions itself.
/// <reference types="leaflet.markercluster" />
import 'leaflet/dist/leaflet.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import { useQuery } from '@apollo/client/react';
import { Box, Link as ChakraLink, Flex, Stack, Text } from '@chakra-ui/react';
import {
  DivIcon,
  type CircleMarker as LeafletCircleMarker,
  type MarkerClusterGroup as LeafletClusterGroup,
  type MarkerCluster,
} from 'leaflet';
import { type ReactNode, useRef, useState } from 'react';
import { CircleMarker, MapContainer, Popup, TileLayer, Tooltip, useMapEvents } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import { Link, useSearchParams } from 'react-router-dom';
import { useBusinessToday } from '../../platform/components/business-day';
import { FilterSelect } from '../../platform/components/FilterSelect';
import { ReportPickersQuery } from '../../platform/components/pickers.documents';
import { EmptyState, ErrorState, LoadingRows } from '../../platform/components/States';
import { DivisionsLayer } from './base-map/DivisionsLayer';
import { FRESH, MapLegend, STALE } from './base-map/MapLegend';
import { isoWeekOf } from './iso-week';
import { TeamLocationsQuery } from './journeys.documents';
import { type ListedPosition, TeamMemberList } from './TeamMemberList';

/** Whole hours and days, never rounded up: 11 h 50 min is "11 h ago", on the fresh side of the 12-hour line. */
const age = (minutes: number) =>
  minutes < 60
    ? `${minutes} min ago`
    : minutes < 48 * 60
      ? `${Math.floor(minutes / 60)} h ago`
      : `${Math.floor(minutes / 1440)} days ago`;

/** A cluster is teal while any member in it was seen in the last 12 hours, grey when all are stale. */
const clusterIcon = (cluster: MarkerCluster) => {
  const members = cluster.getAllChildMarkers();
  const stale = members.filter(({ options }) => 'className' in options && options.className === 'fp-stale').length;
  const kind = stale === members.length ? 'stale' : 'fresh';
  const label = `${members.length} members${stale ? `, ${stale} stale` : ''}`;
  return new DivIcon({
    html: `<div role="img" aria-label="${label}"><span>${members.length}</span></div>`,
    className: `marker-cluster fp-cluster fp-cluster-${kind}`,
    iconSize: [36, 36],
  });
};

/** Store dots only once zoomed in to a region: over the whole country they would hide the team. */
function StoresWhenZoomedIn({ children, initialZoom }: { children: ReactNode; initialZoom: number }) {
  const [zoom, setZoom] = useState(initialZoom);
  useMapEvents({ zoomend: (event) => setZoom(event.target.getZoom()) });
  return zoom >= 9 ? children : null;
}

const mapStyles = {
  '& .fp-division': { fill: 'var(--chakra-colors-bg-panel)', fillOpacity: 1, stroke: 'var(--chakra-colors-fg-subtle)' },
  '& .fp-division-selected': { fill: 'var(--chakra-colors-teal-subtle)' },
  // Division names stand beside the badges, never on them (DivisionsLayer places them), on a halo of the ground's
  // colour where a border line runs beneath.
  '& .fp-division-label': {
    background: 'transparent',
    border: 'none',
    boxShadow: 'none',
    padding: '0 4px',
    color: 'var(--chakra-colors-fg-muted)',
    fontWeight: 600,
    textShadow: '0 0 3px var(--chakra-colors-bg-panel), 0 0 3px var(--chakra-colors-bg-panel)',
  },
  // Round badges on a round halo (Leaflet's own cluster icon box is square).
  '& .fp-cluster': { borderRadius: '999px' },
  '& .fp-cluster div': {
    display: 'grid',
    placeItems: 'center',
    width: '28px',
    height: '28px',
    margin: '4px',
    borderRadius: '999px',
    fontWeight: 700,
    color: 'white',
  },
  '& .fp-cluster-fresh': { background: 'rgba(56, 178, 172, 0.45)' },
  '& .fp-cluster-fresh div': { background: FRESH.stroke },
  '& .fp-cluster-stale': { background: 'rgba(160, 174, 192, 0.5)' },
  '& .fp-cluster-stale div': { background: STALE.stroke },
};

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
  // This week is the business's (BUSINESS_TIME_ZONE), not the browser's.
  const today = useBusinessToday();
  const week = today ? isoWeekOf(today) : undefined;
  const stale = positions.filter((p) => p.stale).length;
  const zoom = region ? 9 : 7;
  const markerKey = (position: (typeof positions)[number]) => String(position.teamMember?.id ?? position.visitId);
  const mapBox = useRef<HTMLDivElement>(null);
  const cluster = useRef<LeafletClusterGroup>(null);
  const markers = useRef(new Map<string, LeafletCircleMarker>());
  const listed: ListedPosition[] = positions.map((position) => ({
    key: markerKey(position),
    name: position.teamMember?.name ?? 'Member',
    teamType: position.teamMember?.teamType?.name,
    ageMinutes: position.ageMinutes,
    stale: position.stale,
    store: position.store ? `${position.store.code} · ${position.store.name}` : undefined,
  }));
  /** The member's marker brought into view (out of its cluster) with its popup open. */
  const show = (key: string) => {
    const marker = markers.current.get(key);
    if (!marker) return;
    mapBox.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    if (cluster.current) cluster.current.zoomToShowLayer(marker, () => marker.openPopup());
    else marker.openPopup();
  };

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
          <Box ms="auto">
            <MapLegend fresh={positions.length - stale} stale={stale} />
          </Box>
        )}
      </Flex>
      {error && <ErrorState failure={error} message="Failed to fetch team locations." onRetry={() => void refetch()} />}
      {loading && !data && <LoadingRows />}
      {data && positions.length === 0 && <EmptyState title="No team member has a known position here" />}
      {data && positions.length > 0 && (
        <Flex direction={{ base: 'column', lg: 'row' }} gap="3" align="stretch">
          <Box
            ref={mapBox}
            flex={{ base: 'none', lg: '1' }}
            minW="0"
            h={{ base: '480px', lg: '600px' }}
            rounded="md"
            overflow="hidden"
            borderWidth="1px"
            bg="bg.muted"
            data-testid="team-map"
            data-markers={positions.length}
            css={mapStyles}
          >
            <MapContainer
              key={`${region}`}
              center={center}
              zoom={zoom}
              // Clustering needs a zoom range, which a tile layer would otherwise give.
              minZoom={5}
              maxZoom={18}
              style={{ height: '100%', width: '100%', background: 'var(--chakra-colors-bg-muted)' }}
              scrollWheelZoom
            >
              {tiles?.tileUrl ? (
                <TileLayer url={tiles.tileUrl} attribution={tiles.attribution} />
              ) : (
                <DivisionsLayer selected={regions.find((r) => r.id === region)?.name} />
              )}
              <StoresWhenZoomedIn initialZoom={zoom}>
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
              </StoresWhenZoomedIn>
              <MarkerClusterGroup
                ref={cluster}
                iconCreateFunction={clusterIcon}
                maxClusterRadius={45}
                showCoverageOnHover={false}
              >
                {positions.map((position) => (
                  <CircleMarker
                    key={markerKey(position)}
                    ref={(marker) => {
                      if (marker) markers.current.set(markerKey(position), marker);
                      else markers.current.delete(markerKey(position));
                    }}
                    center={[position.latitude, position.longitude]}
                    radius={8}
                    pathOptions={{
                      className: position.stale ? 'fp-stale' : 'fp-fresh',
                      color: position.stale ? STALE.stroke : FRESH.stroke,
                      fillColor: position.stale ? STALE.fill : FRESH.fill,
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
                        {position.teamMember && week && (
                          <ChakraLink asChild fontSize="sm" color="teal.fg">
                            <Link
                              to={`/JourneyPlan?member=${position.teamMember.id}&year=${week.year}&week=${week.week}`}
                            >
                              See their day in the journey plan
                            </Link>
                          </ChakraLink>
                        )}
                      </Stack>
                    </Popup>
                  </CircleMarker>
                ))}
              </MarkerClusterGroup>
            </MapContainer>
          </Box>
          <TeamMemberList positions={listed} age={age} onShow={show} />
        </Flex>
      )}
    </Box>
  );
}
