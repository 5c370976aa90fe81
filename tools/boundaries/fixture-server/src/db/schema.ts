export interface Database {
  seed_steps: { name: string };
}
