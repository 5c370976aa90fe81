export interface Database {}
