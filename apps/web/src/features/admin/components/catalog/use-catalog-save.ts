import type { CatalogEntity } from '@sankalp/shared/schemas/admin-catalog';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../../lib/api';
import { toast } from '../../../../lib/toast';
import { useSaveCatalogItem } from '../../api/catalog';
import { messageOf } from '../../api/client';
import { useConsoleT } from '../../i18n';
import { fieldMessage } from '../../lib/field-messages';

/**
 * Saves a catalog form (POST new, PUT edit): a toast, the new entry's own URL after a create,
 * and the server's field messages (400) put on their fields through `setFieldError`.
 */
export function useCatalogSave(
  entity: CatalogEntity,
  id: string | undefined,
  setFieldError: (path: string, message: string) => void,
) {
  const { t } = useConsoleT();
  const navigate = useNavigate();
  const save = useSaveCatalogItem(entity);
  const submit = (values: Record<string, unknown>) =>
    save.mutate(
      { id, values },
      {
        onSuccess: (item) => {
          toast.success(t(id ? 'catalog.savedMsg' : 'catalog.created'));
          if (!id && item?.id) void navigate(`/admin/catalog/${entity}/${item.id}`, { replace: true });
        },
        onError: (e) => {
          if (e instanceof ApiError)
            for (const [path, message] of Object.entries(e.fieldErrors)) setFieldError(path, fieldMessage(message, t));
          toast.error(t('common.failed'), { description: messageOf(e, t('common.failed')) });
        },
      },
    );
  return { submit, pending: save.isPending };
}
