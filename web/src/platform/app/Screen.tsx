// One guarded screen: access-denied when the member lacks its page, else the screen (lazily loaded)
// or the honest "not available yet" panel for screens a later release builds.
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useEffect } from 'react';
import type { ScreenRoute } from '../../routes';
import { AccessDenied, LoadingRows, NotAvailableYet } from '../components/States';
import { progress } from './progress';
import { canOpen } from './screen-access';
import { useMember } from './session';

const loaded = new Map<string, LazyExoticComponent<ComponentType>>();

function component(route: ScreenRoute) {
  if (!route.load) return undefined;
  let found = loaded.get(route.path);
  if (!found) {
    found = lazy(route.load);
    loaded.set(route.path, found);
  }
  return found;
}

function ScreenLoading() {
  useEffect(() => {
    progress.start();
    return () => progress.done();
  }, []);
  return <LoadingRows />;
}

export function Screen({ route }: { route: ScreenRoute }) {
  const member = useMember();
  if (!canOpen(route, member.pages, member.mustChangePassword))
    return <AccessDenied page={route.page ?? route.title} />;
  const Component = component(route);
  if (!Component) return <NotAvailableYet title={route.title} />;
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Component />
    </Suspense>
  );
}
