// What the field team records: store pictures, transfers, market activity and issues, deployments, trainings.
import type { Domain } from '../../platform/domain.js';
import { registerStorePictures } from './store-pictures.routes.js';
import { RECORDS_RESOLVERS } from './records.resolver.js';

export const fieldRecordsDomain: Domain = {
  name: 'field-records',
  resolvers: RECORDS_RESOLVERS,
  routes: registerStorePictures,
};
