// The routing feature's client state (SPEC 3 "App: set page loading, set next root component"): whether a
// page's route or code is loading (the shell's loading bar shows it), and the page type a menu link
// announced before its URL resolves (the catch-all then shows that type's placeholder).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface RoutingState {
  isPageLoading: boolean;
  nextRootComponent: string | null;
}

const routingSlice = createSlice({
  name: 'routing',
  initialState: (): RoutingState => ({ isPageLoading: false, nextRootComponent: null }),
  reducers: {
    pageLoadingSet(state, { payload }: PayloadAction<boolean>) {
      state.isPageLoading = payload;
    },
    nextRootComponentSet(state, { payload }: PayloadAction<string | null>) {
      state.nextRootComponent = payload;
    },
  },
});

export const { pageLoadingSet, nextRootComponentSet } = routingSlice.actions;
export const routingReducer = routingSlice.reducer;

type WithRouting = { routing: RoutingState };
export const selectIsPageLoading = (state: WithRouting) => state.routing.isPageLoading;
export const selectNextRootComponent = (state: WithRouting) => state.routing.nextRootComponent;
