/** The tables this module owns; db/schema.ts's Database is the sum of every module's schema.ts. */

export interface RegionTable {
  code: string;
  name: string;
  /** 1 province, 2 city (prefecture level), 3 district / county. */
  level: number;
  parent_code: string | null;
  sort: number;
}

export interface PositionTypeTable {
  id: number;
  parent_id: number | null;
  name: string;
  sort: number;
}

export interface EnumItemTable {
  type: string;
  code: string;
  label: string;
  sort: number;
}

export interface BankTable {
  code: string;
  name: string;
  sort: number;
}

export interface SystemParamTable {
  code: string;
  value: string;
  description: string;
}

declare module '../../db/schema' {
  interface Database {
    region: RegionTable;
    position_type: PositionTypeTable;
    enum_item: EnumItemTable;
    bank: BankTable;
    system_param: SystemParamTable;
  }
}
