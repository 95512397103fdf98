/** Props every routed page receives from the shell's route table. */
export interface PageProps {
  pageName: string;
}
