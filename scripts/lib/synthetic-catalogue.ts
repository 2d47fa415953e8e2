/** SYNTHETIC products (never the sample catalogue's data): see worker/data/synthetic-records.ts. */
export { syntheticId, syntheticRecord, syntheticRecords } from "../../worker/data/synthetic-records";
