export type { LocalTransportation, Buyer } from './partner'
