import * as reference from '@contract/reference';
import { json, type RouteEntry } from '../../http/operation';
import {
  getAllCityList,
  getAllPositionTypes,
  getBanks,
  getCityThreeData,
  getProvinceCityList,
  getSystemParamByCode,
  listEnums,
} from './operations';

const shared = { publicCache: true };

export const referenceRoutes: RouteEntry[] = [
  json(reference.getAllCityList, getAllCityList, shared),
  json(reference.getCityThreeData, getCityThreeData, { ...shared, statusField: true }),
  json(reference.getProvinceCityList, getProvinceCityList, shared),
  json(reference.getAllPositionTypes, getAllPositionTypes, shared),
  json(reference.getBanks, getBanks, shared),
  json(reference.listEnums, listEnums),
  json(reference.getSystemParamByCode, getSystemParamByCode),
];
