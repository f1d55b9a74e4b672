// The team map's own base layer: Bangladesh's eight divisions as vector shapes, so the map shows where
// people are with no tile server. The shapes come from @amcharts/amcharts5-geodata 5.1.6
// (json/bangladeshLow.json, linkware: credited on the map, licence beside this file); that package is
// 86 MB for this one 28 KB file, so the file is kept here rather than installed.
import type { Feature, FeatureCollection } from 'geojson';
import type { Layer } from 'leaflet';
import { useEffect, useState } from 'react';
import { GeoJSON, Pane } from 'react-leaflet';

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
  layer.bindTooltip(name, { permanent: true, direction: 'center', className: 'fp-division-label' });
  layer.on('add', () => {
    const element = (layer as Layer & { getElement?: () => Element | undefined }).getElement?.();
    element?.setAttribute('aria-label', `${name} division`);
    element?.setAttribute('role', 'img');
  });
};

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
      <GeoJSON
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
    </Pane>
  );
}
