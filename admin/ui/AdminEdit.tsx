import { Edit, type EditProps } from 'react-admin';
import { useSaveFailure } from './saving';

/**
 * react-admin's Edit as every screen here uses it: saved when the server says so (pessimistic), not
 * optimistically with an undo, so a version mismatch (409) or a field's error reaches the operator at once.
 */
export function AdminEdit(props: EditProps) {
  const onError = useSaveFailure();
  return <Edit mutationMode="pessimistic" mutationOptions={{ onError }} {...props} />;
}
