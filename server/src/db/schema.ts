import type { ColumnType, Generated, Insertable, Kysely, Selectable, Transaction } from 'kysely';

/** A timestamp column: read as Date, written as Date (the app's clock decides "now", not the database's). */
type Timestamp = ColumnType<Date, Date, Date>;
type CreatedAt = ColumnType<Date, Date | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;

export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

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

export interface AppUserTable {
  id: Generated<number>;
  phone: string;
  user_name: string;
  disabled_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SupplierTable {
  id: Generated<number>;
  name: string;
  credit_code: string | null;
  /** See VERIFY_STATUS in contract/login.ts. */
  verify_status: number;
  /** 'company' or 'person' (SUPPLIER_TYPES in modules/suppliers). */
  supplier_type: Generated<string>;
  disabled_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SupplierMemberTable {
  supplier_id: number;
  user_id: number;
  is_main: boolean;
  auth_list: string[];
  joined_at: Timestamp;
}

export interface ChannelTable {
  sid: string;
  sourcecode: string | null;
  expired_at: Date | null;
  created_at: Timestamp;
}

export interface UserSessionTable {
  id: string;
  user_id: number;
  /** The phone at login: a later change of the account's phone ends the session (E000021). */
  phone: string;
  /** The supplier the user belonged to at login: losing that membership ends the session (E000022). */
  supplier_id: number | null;
  sid: string | null;
  sourcecode: string | null;
  client_ip: string | null;
  user_agent: string | null;
  created_at: Timestamp;
  /** Absolute end of the session: refresh stops working here however often it rotated. */
  refresh_expires_at: Timestamp;
  revoked_at: Date | null;
  revoke_reason: string | null;
  /** Access tokens name the generation they were signed in; ops expire-tokens raises it, expiring them at once. */
  token_generation: Generated<number>;
}

export interface RefreshTokenTable {
  token_hash: string;
  session_id: string;
  created_at: Timestamp;
  used_at: Date | null;
}

export interface SmsCodeTable {
  id: Generated<number>;
  phone: string;
  code_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  attempts: Generated<number>;
  consumed_at: Date | null;
  client_ip: string | null;
  /** What the code is for (CODE_SCENES in contract/user.meta.ts); it confirms only that. */
  scene: string;
}

export interface SmsPhoneCounterTable {
  phone: string;
  last_sent_at: Timestamp;
  day: string;
  day_count: number;
}

export interface RateLimitTable {
  bucket: string;
  window_start: Timestamp;
  hits: number;
}

export interface TaskTable {
  id: Generated<number>;
  title: string;
  position_type_id: number;
  province_code: string;
  city_code: string;
  district_code: string | null;
  address: string;
  company_name: string;
  /** Integer fen per reward unit. */
  reward_amount: number;
  reward_unit: string;
  settlement_type: string;
  features: string[];
  /** How many people the task needs, and how many orders already took. */
  person_number: number;
  taken_count: Generated<number>;
  sex_requirement: string;
  degree_requirement: string;
  age_min: number | null;
  age_max: number | null;
  work_time: string;
  description: string;
  requirements: string;
  adviser_name: string;
  adviser_phone: string;
  adviser_wechat: string | null;
  /** 1 open, 2 paused, 3 closed, 4 full (TASK_STATUS in modules/tasks/status.ts). */
  status: number;
  publish_time: Timestamp;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface TaskCollectionTable {
  user_id: number;
  task_id: number;
  created_at: Timestamp;
}

export interface TaskOrderTable {
  id: Generated<number>;
  task_id: number;
  supplier_id: number;
  taken_by: number;
  status: Generated<number>;
  created_at: Timestamp;
}

export interface TaskComplaintTable {
  id: Generated<number>;
  task_id: number;
  supplier_id: number;
  /** Who filed it; the complaint belongs to the supplier. */
  user_id: number;
  reason: string;
  content: string;
  /** 1 open, 2 handled. */
  status: Generated<number>;
  created_at: Timestamp;
  handled_at: Date | null;
}

export interface AdTable {
  id: Generated<number>;
  position: string;
  title: string;
  image_url: string;
  link_url: string | null;
  sort: number;
  enabled: boolean;
}

export interface ArticleColumnTable {
  id: Generated<number>;
  parent_id: number | null;
  code: string | null;
  name: string;
  sort: number;
}

export interface ArticleTable {
  id: Generated<number>;
  column_id: number;
  code: string | null;
  title: string;
  summary: string;
  content: string;
  sort: number;
  publish_time: Timestamp;
  published: boolean;
}

export interface FriendlyLinkTable {
  id: Generated<number>;
  name: string;
  url: string;
  sort: number;
}

export interface PageSeoTable {
  page_code: string;
  title: string;
  keywords: string;
  description: string;
}

export interface TrackingEventTable {
  id: Generated<number>;
  received_at: Timestamp;
  request_id: string;
  user_id: number | null;
  type: string;
  page: string;
  target: string | null;
  client_time: Timestamp;
  props: ColumnType<Record<string, unknown> | null, string | null, string | null>;
}

export interface OrderAssigneeTable {
  order_id: number;
  user_id: number;
  assigned_by: number;
  created_at: Timestamp;
}

export interface TaskSiteTable {
  id: Generated<number>;
  task_id: number;
  name: string;
  address: string;
  contact_name: string | null;
  contact_phone: string | null;
  sort: Generated<number>;
}

/** Education, work history and skills, as detail_add stores them. */
export interface CandidateDetailJson {
  education: { school: string; major?: string; degree: string; startMonth: string; endMonth?: string }[];
  work: { company: string; position: string; startMonth: string; endMonth?: string; description?: string }[];
  skills: string[];
}

export interface CandidateTable {
  id: Generated<number>;
  order_id: number;
  task_id: number;
  supplier_id: number;
  name: string;
  mobile: string;
  id_number: string | null;
  person_key: string;
  sex: string;
  age: number;
  /** YYYY-MM-DD. */
  birth_date: string | null;
  degree: string;
  expected_interview_time: Date | null;
  site_id: number | null;
  remark: string | null;
  resume_file_id: string | null;
  /** See CANDIDATE_STATUSES in contract/candidates.meta.ts. */
  status: string;
  reject_reason: string | null;
  detail: ColumnType<CandidateDetailJson | null, string | null, string | null>;
  submitted_by: number;
  created_at: Timestamp;
  status_changed_at: Timestamp;
  updated_at: Timestamp;
}

export interface CandidateClaimTable {
  task_id: number;
  person_key: string;
  supplier_id: number;
  candidate_id: number;
  claimed_at: Timestamp;
}

export interface CandidateStatusLogTable {
  id: Generated<number>;
  candidate_id: number;
  supplier_id: number;
  from_status: string | null;
  to_status: string;
  reason: string | null;
  actor_user_id: number | null;
  actor_label: string;
  created_at: Timestamp;
}

export interface CandidateShareTable {
  token_hash: string;
  candidate_id: number;
  supplier_id: number;
  created_by: number;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface Database {
  app_meta: AppMetaTable;
  region: RegionTable;
  position_type: PositionTypeTable;
  enum_item: EnumItemTable;
  bank: BankTable;
  system_param: SystemParamTable;
  app_user: AppUserTable;
  supplier: SupplierTable;
  supplier_member: SupplierMemberTable;
  channel: ChannelTable;
  user_session: UserSessionTable;
  refresh_token: RefreshTokenTable;
  sms_code: SmsCodeTable;
  sms_phone_counter: SmsPhoneCounterTable;
  rate_limit: RateLimitTable;
  task: TaskTable;
  task_collection: TaskCollectionTable;
  task_order: TaskOrderTable;
  task_complaint: TaskComplaintTable;
  ad: AdTable;
  article_column: ArticleColumnTable;
  article: ArticleTable;
  friendly_link: FriendlyLinkTable;
  page_seo: PageSeoTable;
  tracking_event: TrackingEventTable;
  order_assignee: OrderAssigneeTable;
  task_site: TaskSiteTable;
  candidate: CandidateTable;
  candidate_claim: CandidateClaimTable;
  candidate_status_log: CandidateStatusLogTable;
  candidate_share: CandidateShareTable;
}

export type Db = Kysely<Database>;
/** A query runner: the database itself or an open transaction. Repos accept either. */
export type Executor = Kysely<Database> | Transaction<Database>;

export type AppUser = Selectable<AppUserTable>;
export type Supplier = Selectable<SupplierTable>;
export type UserSession = Selectable<UserSessionTable>;
export type Task = Selectable<TaskTable>;
export type NewTask = Insertable<TaskTable>;
