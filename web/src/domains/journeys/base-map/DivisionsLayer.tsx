// The team map's own base layer: Bangladesh's eight divisions as vector shapes, so the map shows where
// people are with no tile server. The shapes come from @amcharts/amcharts5-geodata 5.1.6
// (json/bangladeshLow.json, linkware: credited on the map, licence beside this file); that package is
// 86 MB for this one 28 KB file, so the file is kept here rather than installed.
import type { Feature, FeatureCollection } from 'geojson';
import type { Layer } from 'leaflet';
import { useEffect, useState } from 'react';
import { GeoJSON, Pane, useMap } from 'react-leaflet';

/**
 * The shapes load after the map (a chunk of their own): the markers, which say where people are,
 * do not wait for them; 8 kB gzip off the route's JavaScript budget.
 */
let shapes: Promise<FeatureCollection> | undefined;
const loadShapes = () =>
  (shapes ??= import('./bangladesh-divisions.json').then((module) => module.default as FeatureCollection));

/** The source's spellings of two divisions against the names the distributor's regions use. */
const REGION_NAMES: Record<string, string> = { Chittagong: 'Chattogram', Barisal: 'Barishal' };

export const divisionName = (feature: Feature | undefined): string => {
  const name = String(feature?.properties?.name ?? '');
  return REGION_NAMES[name] ?? name;
};

export const BASE_MAP_CREDIT =
  '<a href="https://www.amcharts.com/" target="_blank" rel="noopener noreferrer">Boundaries: amCharts</a>';

const describe = (feature: Feature, layer: Layer) => {
  const name = divisionName(feature);
  // In a pane of the shapes' own, over the shapes and below the team's dots and badges: what a badge says is the
  // map's news, the name its ground.
  layer.bindTooltip(name, { permanent: true, direction: 'center', className: 'fp-division-label', pane: 'names' });
  layer.on('add', () => {
    const element = (layer as Layer & { getElement?: () => Element | undefined }).getElement?.();
    element?.setAttribute('aria-label', `${name} division`);
    element?.setAttribute('role', 'img');
  });
};

/** Where a name may stand, in order, as multiples of its own height and width: its place, then beside it. */
const PLACES: readonly (readonly [number, number])[] = [
  [0, 0],
  [0, 1.1],
  [0, -1.1],
  [0.75, 0],
  [-0.75, 0],
  [0, 2.2],
  [0, -2.2],
  [0.75, 1.1],
  [-0.75, 1.1],
  [0.75, -1.1],
  [-0.75, -1.1],
];

/**
 * Moves each division's name off the team's badges and dots: to the first place near its own that none of them
 * covers, else it stays where it is, beneath them. Measured after every move, zoom and change of the markers, as a
 * map library places labels (Leaflet has no label placement of its own).
 */
function NamesClearOfMarkers() {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    let frame = 0;
    const place = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const markers = [
          ...container.querySelectorAll('.leaflet-marker-pane > *, .leaflet-overlay-pane path.leaflet-interactive'),
        ].map((marker) => marker.getBoundingClientRect());
        const placed: DOMRect[] = [];
        for (const label of container.querySelectorAll<HTMLElement>('.fp-division-label')) {
          label.style.translate = '';
          const box = label.getBoundingClientRect();
          const at = (dx: number, dy: number) =>
            new DOMRect(box.left + dx * box.width, box.top + dy * box.height, box.width, box.height);
          const clear = (spot: DOMRect) =>
            ![...markers, ...placed].some(
              (other) =>
                other.left < spot.right &&
                other.right > spot.left &&
                other.top < spot.bottom &&
                other.bottom > spot.top,
            );
          const [dx, dy] = PLACES.find(([x, y]) => clear(at(x, y))) ?? [0, 0];
          if (dx || dy) label.style.translate = `${dx * box.width}px ${dy * box.height}px`;
          placed.push(at(dx, dy));
        }
      });
    };
    const watch = new MutationObserver(place);
    for (const pane of container.querySelectorAll('.leaflet-marker-pane, .leaflet-overlay-pane, .leaflet-base-pane'))
      watch.observe(pane, { childList: true, subtree: true });
    map.on('zoomend moveend resize', place);
    place();
    return () => {
      cancelAnimationFrame(frame);
      watch.disconnect();
      map.off('zoomend moveend resize', place);
    };
  }, [map]);
  return null;
}

/** Drawn in a pane of its own below the markers; shapes are not interactive so clicks reach the markers. */
export function DivisionsLayer({ selected }: { selected?: string }) {
  const [divisions, setDivisions] = useState<FeatureCollection>();
  useEffect(() => {
    let mounted = true;
    void loadShapes().then((loaded) => mounted && setDivisions(loaded));
    return () => {
      mounted = false;
    };
  }, []);
  if (!divisions) return null;
  return (
    <Pane name="base" style={{ zIndex: 350 }}>
      {/* Over the shapes' drawing (Leaflet stacks a pane's SVG at 200) and, with the shapes, under the markers. */}
      <Pane name="names" style={{ zIndex: 300 }}>
        <GeoJSON
          pane="base"
          key={selected ?? ''}
          data={divisions}
          interactive={false}
          attribution={BASE_MAP_CREDIT}
          style={(feature) => ({
            className: divisionName(feature) === selected ? 'fp-division fp-division-selected' : 'fp-division',
            weight: 1,
          })}
          onEachFeature={describe}
        />
        <NamesClearOfMarkers />
      </Pane>
    </Pane>
  );
}
