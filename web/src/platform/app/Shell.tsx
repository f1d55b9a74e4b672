// The signed-in shell as one lazily loaded chunk: Apollo, the gate that reads `me`, the layout with its menu and
// icons, and the screen frame. Sign-in never loads it (the JavaScript budget: scripts/bundle-budget.ts).
import { ApolloSession } from './apollo-session';
import { Guarded } from './Guarded';

export { Screen } from './Screen';

export function Shell() {
  return (
    <ApolloSession>
      <Guarded />
    </ApolloSession>
  );
}
