import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useLocation } from 'react-router-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer } from '../../test/support/graphql-handlers';
import { server } from '../../test/support/msw-server';
import { renderWithProviders } from '../../test/support/render';
import { useAppDispatch, useAppSelector } from './hooks';
import { drawerToggled, selectDrawer } from '../features/shell';
import { initialUserState, selectIsSignedIn } from '../features/user';

const STORE_NAME: TypedDocumentNode<{ storeConfig: { store_code: string; store_name: string } }> = gql`
  query HooksTestStoreName {
    storeConfig {
      store_code
      store_name
    }
  }
`;

function Probe() {
  const dispatch = useAppDispatch();
  const drawer = useAppSelector(selectDrawer);
  const signedIn = useAppSelector(selectIsSignedIn);
  const { data } = useQuery(STORE_NAME);
  const { pathname } = useLocation();
  return (
    <div>
      <p>{data ? data.storeConfig.store_name : 'loading'}</p>
      <p>{`path ${pathname}`}</p>
      <p>{signedIn ? 'signed in' : 'guest'}</p>
      <button onClick={() => dispatch(drawerToggled('nav'))}>{`drawer ${drawer ?? 'none'}`}</button>
    </div>
  );
}

const storeConfig = {
  storeConfig: { __typename: 'StoreConfig', store_code: 'default', store_name: 'Zepp Shop' },
};

describe('renderWithProviders and the typed hooks', () => {
  it('gives the component a store, an Apollo client and a router at the given route', async () => {
    server.use(answer('HooksTestStoreName', storeConfig));
    renderWithProviders(<Probe />, { route: '/cart' });
    expect(await screen.findByText('Zepp Shop')).toBeInTheDocument();
    expect(screen.getByText('path /cart')).toBeInTheDocument();
    expect(screen.getByText('guest')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'drawer none' }));
    expect(screen.getByRole('button', { name: 'drawer nav' })).toBeInTheDocument();
  });

  it('takes preloaded state, and each render starts from a fresh store and cache', async () => {
    server.use(answer('HooksTestStoreName', storeConfig));
    const { store: firstStore, unmount } = renderWithProviders(<Probe />);
    await screen.findByText('Zepp Shop');
    unmount();
    server.use(
      answer('HooksTestStoreName', { storeConfig: { ...storeConfig.storeConfig, store_name: 'Second' } }),
    );
    const { store } = renderWithProviders(<Probe />, {
      preloadedState: {
        user: { ...initialUserState(), token: 't', isSignedIn: true },
      },
    });
    expect(await screen.findByText('Second')).toBeInTheDocument();
    expect(screen.getByText('signed in')).toBeInTheDocument();
    expect(store).not.toBe(firstStore);
  });
});
