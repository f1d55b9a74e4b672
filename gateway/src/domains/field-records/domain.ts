// What the field team records: store pictures, transfers, market activity and issues, deployments, trainings.
import type { Domain } from '../../platform/domain.js';
import { RECORDS_RESOLVERS } from './records.resolver.js';
import { registerStorePictures } from './store-pictures.routes.js';

export const fieldRecordsDomain: Domain = {
  name: 'field-records',
  resolvers: RECORDS_RESOLVERS,
  routes: registerStorePictures,
};
