import { createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '../app/routerContext';
import { AppRoot } from '../screens/shell/AppRoot';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: AppRoot,
});
