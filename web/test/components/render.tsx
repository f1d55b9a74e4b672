// Renders a piece of the web client the way the product does: inside Chakra with the product's own system and colour
// mode, in the project's real Chromium. The kits read the business calendar (number and date formats) through
// Apollo; here no gateway runs, so its answer never comes and they show the formats they use until it arrives (the
// e2e suite sees them with the calendar answered).
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { Observable } from 'rxjs';
import { render } from 'vitest-browser-react';
import { ColorModeProvider } from '../../src/platform/app/color-mode';
import { system } from '../../src/platform/app/theme';

const noGatewayYet = () =>
  new ApolloClient({ link: new ApolloLink(() => new Observable(() => undefined)), cache: new InMemoryCache() });

/** Each render its own client, so no answer is shared between tests. */
function Product({ children }: { children: ReactNode }) {
  const [client] = useState(noGatewayYet);
  return (
    <ApolloProvider client={client}>
      <ChakraProvider value={system}>
        <ColorModeProvider>{children}</ColorModeProvider>
      </ChakraProvider>
    </ApolloProvider>
  );
}

export const renderInProduct = (ui: ReactNode) => render(ui, { wrapper: Product });
