// The rewards feature's public surface. Its page (/zepp-coins) is a route the router loads on demand by path;
// the balance query is shared by the header's badge and the cart.
export { GET_REWARD_COINS, type RewardCoinsData } from './api/reward-coins.graphql';
