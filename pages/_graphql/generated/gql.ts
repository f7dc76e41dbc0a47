/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment ApiKeyFields on ApiKey {\n    id\n    name\n    scope\n    prefix\n    createdAt\n    createdBy\n    allowedOrigins\n    lastUsedAt\n    revokedAt\n  }\n": typeof types.ApiKeyFieldsFragmentDoc,
    "\n  query ApiKeys {\n    apiKeys {\n      ...ApiKeyFields\n    }\n  }\n": typeof types.ApiKeysDocument,
    "\n  mutation CreateApiKey($input: ApiKeyInput!) {\n    createApiKey(input: $input) {\n      token\n      key {\n        ...ApiKeyFields\n      }\n    }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: Int!) {\n    revokeApiKey(id: $id) {\n      ...ApiKeyFields\n    }\n  }\n": typeof types.RevokeApiKeyDocument,
    "\n  fragment AdminCategoryFields on Category {\n    id\n    name\n    group\n    description\n    slug\n  }\n": typeof types.AdminCategoryFieldsFragmentDoc,
    "\n  query AdminCategories {\n    adminCategories {\n      ...AdminCategoryFields\n      postCount\n    }\n  }\n": typeof types.AdminCategoriesDocument,
    "\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      ...AdminCategoryFields\n    }\n  }\n": typeof types.CreateCategoryDocument,
    "\n  mutation UpdateCategory($id: Int!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      ...AdminCategoryFields\n    }\n  }\n": typeof types.UpdateCategoryDocument,
    "\n  mutation DeleteCategory($id: Int!) {\n    deleteCategory(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteCategoryDocument,
    "\n  mutation ReorderCategories($ids: [Int!]!) {\n    reorderCategories(ids: $ids) {\n      ...AdminCategoryFields\n    }\n  }\n": typeof types.ReorderCategoriesDocument,
    "\n  query WorkingCopy($postId: Int) {\n    workingCopy(postId: $postId) {\n      postId\n      fields\n      baseVersion\n      savedAt\n      previewPath\n    }\n  }\n": typeof types.WorkingCopyDocument,
    "\n  mutation SaveWorkingCopy($postId: Int, $fields: JSONObject!, $baseVersion: Int) {\n    saveWorkingCopy(postId: $postId, fields: $fields, baseVersion: $baseVersion) {\n      savedAt\n      previewPath\n    }\n  }\n": typeof types.SaveWorkingCopyDocument,
    "\n  mutation DiscardWorkingCopy($postId: Int) {\n    discardWorkingCopy(postId: $postId)\n  }\n": typeof types.DiscardWorkingCopyDocument,
    "\n  query WorkingCopyPreview($token: String!) {\n    workingCopyPreview(token: $token) {\n      postId\n      title\n      excerpt\n      author\n      html\n      savedAt\n      savedBy\n    }\n  }\n": typeof types.WorkingCopyPreviewDocument,
    "\n  mutation EditingPost($postId: Int!) {\n    editingPost(postId: $postId)\n  }\n": typeof types.EditingPostDocument,
    "\n  mutation StoppedEditingPost($postId: Int!) {\n    stoppedEditingPost(postId: $postId)\n  }\n": typeof types.StoppedEditingPostDocument,
    "\n  query ComparePostEdits($postId: Int!, $input: PostInput!) {\n    comparePostEdits(postId: $postId, input: $input) {\n      field\n      label\n      changed\n      revisionValue\n      currentValue\n      note\n      parts {\n        kind\n        text\n      }\n    }\n  }\n": typeof types.ComparePostEditsDocument,
    "\n  query TrashedPosts {\n    trashedPosts {\n      id\n      title\n      slug\n      author\n      trashedAt\n    }\n  }\n": typeof types.TrashedPostsDocument,
    "\n  mutation RestorePosts($ids: [Int!]!) {\n    restorePosts(ids: $ids) {\n      changed\n      failed {\n        id\n        message\n      }\n    }\n  }\n": typeof types.RestorePostsDocument,
    "\n  mutation PurgePosts($ids: [Int!]!) {\n    purgePosts(ids: $ids) {\n      changed\n      failed {\n        id\n        message\n      }\n    }\n  }\n": typeof types.PurgePostsDocument,
    "\n  fragment AdminPostSummary on AdminPost {\n    id\n    slug\n    title\n    excerpt\n    author\n    status\n    publishDate\n    categoryLabel\n    categoryLabels\n    imageUrl\n    imageId\n    image {\n      mediaId\n      url\n      alt\n    }\n  }\n": typeof types.AdminPostSummaryFragmentDoc,
    "\n  query AdminPosts($search: String, $sort: AdminPostSort) {\n    adminPosts(search: $search, sort: $sort) {\n      ...AdminPostSummary\n    }\n  }\n": typeof types.AdminPostsDocument,
    "\n  query AdminPost($id: Int!) {\n    adminPost(id: $id) {\n      ...AdminPostSummary\n      content\n      updatedAt\n      version\n      metaTitle\n      metaDescription\n      shareImageId\n    }\n  }\n": typeof types.AdminPostDocument,
    "\n  query AdminPostPage($page: Int, $search: String, $sort: AdminPostSort, $status: PostVisibility) {\n    adminPostPage(page: $page, search: $search, sort: $sort, status: $status) {\n      items {\n        id\n        slug\n        title\n        excerpt\n        author\n        status\n        publishDate\n        categoryLabel\n        categoryLabels\n        imageUrl\n        visibility\n        hasUnpublishedChanges\n      }\n      total\n      page\n      pageSize\n      pageCount\n      counts {\n        all\n        draft\n        published\n        scheduled\n      }\n    }\n  }\n": typeof types.AdminPostPageDocument,
    "\n  fragment BulkPostResultFields on BulkPostResult {\n    changed\n    unchanged\n    failed {\n      id\n      message\n    }\n  }\n": typeof types.BulkPostResultFieldsFragmentDoc,
    "\n  mutation PublishPosts($ids: [Int!]!) {\n    publishPosts(ids: $ids) {\n      ...BulkPostResultFields\n    }\n  }\n": typeof types.PublishPostsDocument,
    "\n  mutation UnpublishPosts($ids: [Int!]!) {\n    unpublishPosts(ids: $ids) {\n      ...BulkPostResultFields\n    }\n  }\n": typeof types.UnpublishPostsDocument,
    "\n  mutation DeletePosts($ids: [Int!]!) {\n    deletePosts(ids: $ids) {\n      ...BulkPostResultFields\n    }\n  }\n": typeof types.DeletePostsDocument,
    "\n  mutation CreatePost($input: PostInput!) {\n    createPost(input: $input) {\n      ...AdminPostSummary\n      content\n      updatedAt\n      # The form is made again from the saved post: what it shows must be what was saved.\n      metaTitle\n      metaDescription\n      shareImageId\n      version\n    }\n  }\n": typeof types.CreatePostDocument,
    "\n  mutation UpdatePost($id: Int!, $input: PostInput!, $version: Int) {\n    updatePost(id: $id, input: $input, version: $version) {\n      ...AdminPostSummary\n      content\n      updatedAt\n      # The form is made again from the saved post: what it shows must be what was saved.\n      metaTitle\n      metaDescription\n      shareImageId\n      version\n    }\n  }\n": typeof types.UpdatePostDocument,
    "\n  mutation DeletePost($id: Int!) {\n    deletePost(id: $id) {\n      id\n    }\n  }\n": typeof types.DeletePostDocument,
    "\n  query PostRevisions($postId: Int!) {\n    adminPost(id: $postId) {\n      id\n      title\n      slug\n      status\n    }\n    postRevisions(postId: $postId) {\n      id\n      postId\n      savedAt\n      savedBy\n      savedByKind\n      title\n      slug\n      status\n      publishDate\n    }\n  }\n": typeof types.PostRevisionsDocument,
    "\n  query ComparePostRevision($id: Int!) {\n    comparePostRevision(id: $id) {\n      changedCount\n      revision {\n        id\n        postId\n        savedAt\n        savedBy\n        savedByKind\n        title\n        slug\n        status\n        publishDate\n        excerpt\n        content\n        imageUrl\n        categoryLabels\n        author\n      }\n      fields {\n        field\n        label\n        changed\n        revisionValue\n        currentValue\n        parts {\n          kind\n          text\n        }\n        note\n      }\n    }\n  }\n": typeof types.ComparePostRevisionDocument,
    "\n  mutation RestorePostRevision($id: Int!) {\n    restorePostRevision(id: $id) {\n      ...AdminPostSummary\n      content\n      updatedAt\n      # The form is made again from the saved post: what it shows must be what was saved.\n      metaTitle\n      metaDescription\n      shareImageId\n    }\n  }\n": typeof types.RestorePostRevisionDocument,
    "\n  query AdminSession {\n    session {\n      isAuthenticated\n      user {\n        id\n        username\n        role\n        mustEnrol2fa\n      }\n    }\n  }\n": typeof types.AdminSessionDocument,
    "\n  mutation AdminLogin($input: LoginInput!) {\n    login(input: $input) {\n      id\n      username\n    }\n  }\n": typeof types.AdminLoginDocument,
    "\n  mutation AdminLogout {\n    logout\n  }\n": typeof types.AdminLogoutDocument,
    "\n  fragment SubmissionFields on Submission {\n    kind\n    id\n    email\n    createdAt\n    fields { key label value }\n    delivery { status attempts lastError nextAttemptAt sentAt }\n    state\n    note\n  }\n": typeof types.SubmissionFieldsFragmentDoc,
    "\n  query SubmissionKinds {\n    submissionKinds { kind label total waiting failed new }\n  }\n": typeof types.SubmissionKindsDocument,
    "\n  query Submissions($kind: SubmissionKind!, $search: String, $status: DeliveryStatusFilter, $state: SubmissionStateFilter, $page: Int, $pageSize: Int) {\n    submissions(kind: $kind, search: $search, status: $status, state: $state, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      pageCount\n      items { ...SubmissionFields }\n    }\n  }\n": typeof types.SubmissionsDocument,
    "\n  query SubmissionsCsv($kind: SubmissionKind!, $search: String, $status: DeliveryStatusFilter, $state: SubmissionStateFilter) {\n    submissionsCsv(kind: $kind, search: $search, status: $status, state: $state)\n  }\n": typeof types.SubmissionsCsvDocument,
    "\n  mutation RetrySubmissionDelivery($kind: SubmissionKind!, $id: Int!) {\n    retrySubmissionDelivery(kind: $kind, id: $id) { ...SubmissionFields }\n  }\n": typeof types.RetrySubmissionDeliveryDocument,
    "\n  query EmailProviderStatus {\n    emailProviderStatus { state explanation waitingKinds lastSentAt lastFailureAt lastError }\n  }\n": typeof types.EmailProviderStatusDocument,
    "\n  mutation SetSubmissionState($kind: SubmissionKind!, $ids: [Int!]!, $state: SubmissionState!) {\n    setSubmissionState(kind: $kind, ids: $ids, state: $state) { ...SubmissionFields }\n  }\n": typeof types.SetSubmissionStateDocument,
    "\n  mutation SetSubmissionNote($kind: SubmissionKind!, $id: Int!, $note: String) {\n    setSubmissionNote(kind: $kind, id: $id, note: $note) { ...SubmissionFields }\n  }\n": typeof types.SetSubmissionNoteDocument,
    "\n  mutation DeleteSubmissions($kind: SubmissionKind!, $ids: [Int!]!, $reason: SubmissionDeleteReason!) {\n    deleteSubmissions(kind: $kind, ids: $ids, reason: $reason) { deleted sentToProvider }\n  }\n": typeof types.DeleteSubmissionsDocument,
    "\n  fragment AdminWebhookFields on Webhook {\n    id\n    name\n    url\n    events\n    secret\n    active\n    createdAt\n  }\n": typeof types.AdminWebhookFieldsFragmentDoc,
    "\n  fragment AdminWebhookDeliveryFields on WebhookDelivery {\n    id\n    webhookId\n    event\n    subjectType\n    subjectId\n    status\n    attempts\n    lastError\n    nextAttemptAt\n    sentAt\n    createdAt\n    lastExchange {\n      attemptedAt\n      error\n      request {\n        method\n        url\n        headers { name value }\n      }\n      response {\n        statusCode\n        bodyExcerpt\n        headers { name value }\n      }\n    }\n  }\n": typeof types.AdminWebhookDeliveryFieldsFragmentDoc,
    "\n  query AdminWebhooks {\n    webhooks {\n      ...AdminWebhookFields\n    }\n    webhookDeliveries(limit: 50) {\n      ...AdminWebhookDeliveryFields\n    }\n  }\n": typeof types.AdminWebhooksDocument,
    "\n  mutation CreateWebhook($input: WebhookInput!) {\n    createWebhook(input: $input) {\n      ...AdminWebhookFields\n    }\n  }\n": typeof types.CreateWebhookDocument,
    "\n  mutation UpdateWebhook($id: Int!, $input: WebhookInput!) {\n    updateWebhook(id: $id, input: $input) {\n      ...AdminWebhookFields\n    }\n  }\n": typeof types.UpdateWebhookDocument,
    "\n  mutation DeleteWebhook($id: Int!) {\n    deleteWebhook(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteWebhookDocument,
    "\n  mutation PingWebhook($id: Int!) {\n    pingWebhook(id: $id) {\n      ...AdminWebhookDeliveryFields\n    }\n  }\n": typeof types.PingWebhookDocument,
    "\n  mutation RedeliverWebhookDelivery($id: Int!) {\n    redeliverWebhookDelivery(id: $id) {\n      ...AdminWebhookDeliveryFields\n    }\n  }\n": typeof types.RedeliverWebhookDeliveryDocument,
};
const documents: Documents = {
    "\n  fragment ApiKeyFields on ApiKey {\n    id\n    name\n    scope\n    prefix\n    createdAt\n    createdBy\n    allowedOrigins\n    lastUsedAt\n    revokedAt\n  }\n": types.ApiKeyFieldsFragmentDoc,
    "\n  query ApiKeys {\n    apiKeys {\n      ...ApiKeyFields\n    }\n  }\n": types.ApiKeysDocument,
    "\n  mutation CreateApiKey($input: ApiKeyInput!) {\n    createApiKey(input: $input) {\n      token\n      key {\n        ...ApiKeyFields\n      }\n    }\n  }\n": types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: Int!) {\n    revokeApiKey(id: $id) {\n      ...ApiKeyFields\n    }\n  }\n": types.RevokeApiKeyDocument,
    "\n  fragment AdminCategoryFields on Category {\n    id\n    name\n    group\n    description\n    slug\n  }\n": types.AdminCategoryFieldsFragmentDoc,
    "\n  query AdminCategories {\n    adminCategories {\n      ...AdminCategoryFields\n      postCount\n    }\n  }\n": types.AdminCategoriesDocument,
    "\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      ...AdminCategoryFields\n    }\n  }\n": types.CreateCategoryDocument,
    "\n  mutation UpdateCategory($id: Int!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      ...AdminCategoryFields\n    }\n  }\n": types.UpdateCategoryDocument,
    "\n  mutation DeleteCategory($id: Int!) {\n    deleteCategory(id: $id) {\n      id\n    }\n  }\n": types.DeleteCategoryDocument,
    "\n  mutation ReorderCategories($ids: [Int!]!) {\n    reorderCategories(ids: $ids) {\n      ...AdminCategoryFields\n    }\n  }\n": types.ReorderCategoriesDocument,
    "\n  query WorkingCopy($postId: Int) {\n    workingCopy(postId: $postId) {\n      postId\n      fields\n      baseVersion\n      savedAt\n      previewPath\n    }\n  }\n": types.WorkingCopyDocument,
    "\n  mutation SaveWorkingCopy($postId: Int, $fields: JSONObject!, $baseVersion: Int) {\n    saveWorkingCopy(postId: $postId, fields: $fields, baseVersion: $baseVersion) {\n      savedAt\n      previewPath\n    }\n  }\n": types.SaveWorkingCopyDocument,
    "\n  mutation DiscardWorkingCopy($postId: Int) {\n    discardWorkingCopy(postId: $postId)\n  }\n": types.DiscardWorkingCopyDocument,
    "\n  query WorkingCopyPreview($token: String!) {\n    workingCopyPreview(token: $token) {\n      postId\n      title\n      excerpt\n      author\n      html\n      savedAt\n      savedBy\n    }\n  }\n": types.WorkingCopyPreviewDocument,
    "\n  mutation EditingPost($postId: Int!) {\n    editingPost(postId: $postId)\n  }\n": types.EditingPostDocument,
    "\n  mutation StoppedEditingPost($postId: Int!) {\n    stoppedEditingPost(postId: $postId)\n  }\n": types.StoppedEditingPostDocument,
    "\n  query ComparePostEdits($postId: Int!, $input: PostInput!) {\n    comparePostEdits(postId: $postId, input: $input) {\n      field\n      label\n      changed\n      revisionValue\n      currentValue\n      note\n      parts {\n        kind\n        text\n      }\n    }\n  }\n": types.ComparePostEditsDocument,
    "\n  query TrashedPosts {\n    trashedPosts {\n      id\n      title\n      slug\n      author\n      trashedAt\n    }\n  }\n": types.TrashedPostsDocument,
    "\n  mutation RestorePosts($ids: [Int!]!) {\n    restorePosts(ids: $ids) {\n      changed\n      failed {\n        id\n        message\n      }\n    }\n  }\n": types.RestorePostsDocument,
    "\n  mutation PurgePosts($ids: [Int!]!) {\n    purgePosts(ids: $ids) {\n      changed\n      failed {\n        id\n        message\n      }\n    }\n  }\n": types.PurgePostsDocument,
    "\n  fragment AdminPostSummary on AdminPost {\n    id\n    slug\n    title\n    excerpt\n    author\n    status\n    publishDate\n    categoryLabel\n    categoryLabels\n    imageUrl\n    imageId\n    image {\n      mediaId\n      url\n      alt\n    }\n  }\n": types.AdminPostSummaryFragmentDoc,
    "\n  query AdminPosts($search: String, $sort: AdminPostSort) {\n    adminPosts(search: $search, sort: $sort) {\n      ...AdminPostSummary\n    }\n  }\n": types.AdminPostsDocument,
    "\n  query AdminPost($id: Int!) {\n    adminPost(id: $id) {\n      ...AdminPostSummary\n      content\n      updatedAt\n      version\n      metaTitle\n      metaDescription\n      shareImageId\n    }\n  }\n": types.AdminPostDocument,
    "\n  query AdminPostPage($page: Int, $search: String, $sort: AdminPostSort, $status: PostVisibility) {\n    adminPostPage(page: $page, search: $search, sort: $sort, status: $status) {\n      items {\n        id\n        slug\n        title\n        excerpt\n        author\n        status\n        publishDate\n        categoryLabel\n        categoryLabels\n        imageUrl\n        visibility\n        hasUnpublishedChanges\n      }\n      total\n      page\n      pageSize\n      pageCount\n      counts {\n        all\n        draft\n        published\n        scheduled\n      }\n    }\n  }\n": types.AdminPostPageDocument,
    "\n  fragment BulkPostResultFields on BulkPostResult {\n    changed\n    unchanged\n    failed {\n      id\n      message\n    }\n  }\n": types.BulkPostResultFieldsFragmentDoc,
    "\n  mutation PublishPosts($ids: [Int!]!) {\n    publishPosts(ids: $ids) {\n      ...BulkPostResultFields\n    }\n  }\n": types.PublishPostsDocument,
    "\n  mutation UnpublishPosts($ids: [Int!]!) {\n    unpublishPosts(ids: $ids) {\n      ...BulkPostResultFields\n    }\n  }\n": types.UnpublishPostsDocument,
    "\n  mutation DeletePosts($ids: [Int!]!) {\n    deletePosts(ids: $ids) {\n      ...BulkPostResultFields\n    }\n  }\n": types.DeletePostsDocument,
    "\n  mutation CreatePost($input: PostInput!) {\n    createPost(input: $input) {\n      ...AdminPostSummary\n      content\n      updatedAt\n      # The form is made again from the saved post: what it shows must be what was saved.\n      metaTitle\n      metaDescription\n      shareImageId\n      version\n    }\n  }\n": types.CreatePostDocument,
    "\n  mutation UpdatePost($id: Int!, $input: PostInput!, $version: Int) {\n    updatePost(id: $id, input: $input, version: $version) {\n      ...AdminPostSummary\n      content\n      updatedAt\n      # The form is made again from the saved post: what it shows must be what was saved.\n      metaTitle\n      metaDescription\n      shareImageId\n      version\n    }\n  }\n": types.UpdatePostDocument,
    "\n  mutation DeletePost($id: Int!) {\n    deletePost(id: $id) {\n      id\n    }\n  }\n": types.DeletePostDocument,
    "\n  query PostRevisions($postId: Int!) {\n    adminPost(id: $postId) {\n      id\n      title\n      slug\n      status\n    }\n    postRevisions(postId: $postId) {\n      id\n      postId\n      savedAt\n      savedBy\n      savedByKind\n      title\n      slug\n      status\n      publishDate\n    }\n  }\n": types.PostRevisionsDocument,
    "\n  query ComparePostRevision($id: Int!) {\n    comparePostRevision(id: $id) {\n      changedCount\n      revision {\n        id\n        postId\n        savedAt\n        savedBy\n        savedByKind\n        title\n        slug\n        status\n        publishDate\n        excerpt\n        content\n        imageUrl\n        categoryLabels\n        author\n      }\n      fields {\n        field\n        label\n        changed\n        revisionValue\n        currentValue\n        parts {\n          kind\n          text\n        }\n        note\n      }\n    }\n  }\n": types.ComparePostRevisionDocument,
    "\n  mutation RestorePostRevision($id: Int!) {\n    restorePostRevision(id: $id) {\n      ...AdminPostSummary\n      content\n      updatedAt\n      # The form is made again from the saved post: what it shows must be what was saved.\n      metaTitle\n      metaDescription\n      shareImageId\n    }\n  }\n": types.RestorePostRevisionDocument,
    "\n  query AdminSession {\n    session {\n      isAuthenticated\n      user {\n        id\n        username\n        role\n        mustEnrol2fa\n      }\n    }\n  }\n": types.AdminSessionDocument,
    "\n  mutation AdminLogin($input: LoginInput!) {\n    login(input: $input) {\n      id\n      username\n    }\n  }\n": types.AdminLoginDocument,
    "\n  mutation AdminLogout {\n    logout\n  }\n": types.AdminLogoutDocument,
    "\n  fragment SubmissionFields on Submission {\n    kind\n    id\n    email\n    createdAt\n    fields { key label value }\n    delivery { status attempts lastError nextAttemptAt sentAt }\n    state\n    note\n  }\n": types.SubmissionFieldsFragmentDoc,
    "\n  query SubmissionKinds {\n    submissionKinds { kind label total waiting failed new }\n  }\n": types.SubmissionKindsDocument,
    "\n  query Submissions($kind: SubmissionKind!, $search: String, $status: DeliveryStatusFilter, $state: SubmissionStateFilter, $page: Int, $pageSize: Int) {\n    submissions(kind: $kind, search: $search, status: $status, state: $state, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      pageCount\n      items { ...SubmissionFields }\n    }\n  }\n": types.SubmissionsDocument,
    "\n  query SubmissionsCsv($kind: SubmissionKind!, $search: String, $status: DeliveryStatusFilter, $state: SubmissionStateFilter) {\n    submissionsCsv(kind: $kind, search: $search, status: $status, state: $state)\n  }\n": types.SubmissionsCsvDocument,
    "\n  mutation RetrySubmissionDelivery($kind: SubmissionKind!, $id: Int!) {\n    retrySubmissionDelivery(kind: $kind, id: $id) { ...SubmissionFields }\n  }\n": types.RetrySubmissionDeliveryDocument,
    "\n  query EmailProviderStatus {\n    emailProviderStatus { state explanation waitingKinds lastSentAt lastFailureAt lastError }\n  }\n": types.EmailProviderStatusDocument,
    "\n  mutation SetSubmissionState($kind: SubmissionKind!, $ids: [Int!]!, $state: SubmissionState!) {\n    setSubmissionState(kind: $kind, ids: $ids, state: $state) { ...SubmissionFields }\n  }\n": types.SetSubmissionStateDocument,
    "\n  mutation SetSubmissionNote($kind: SubmissionKind!, $id: Int!, $note: String) {\n    setSubmissionNote(kind: $kind, id: $id, note: $note) { ...SubmissionFields }\n  }\n": types.SetSubmissionNoteDocument,
    "\n  mutation DeleteSubmissions($kind: SubmissionKind!, $ids: [Int!]!, $reason: SubmissionDeleteReason!) {\n    deleteSubmissions(kind: $kind, ids: $ids, reason: $reason) { deleted sentToProvider }\n  }\n": types.DeleteSubmissionsDocument,
    "\n  fragment AdminWebhookFields on Webhook {\n    id\n    name\n    url\n    events\n    secret\n    active\n    createdAt\n  }\n": types.AdminWebhookFieldsFragmentDoc,
    "\n  fragment AdminWebhookDeliveryFields on WebhookDelivery {\n    id\n    webhookId\n    event\n    subjectType\n    subjectId\n    status\n    attempts\n    lastError\n    nextAttemptAt\n    sentAt\n    createdAt\n    lastExchange {\n      attemptedAt\n      error\n      request {\n        method\n        url\n        headers { name value }\n      }\n      response {\n        statusCode\n        bodyExcerpt\n        headers { name value }\n      }\n    }\n  }\n": types.AdminWebhookDeliveryFieldsFragmentDoc,
    "\n  query AdminWebhooks {\n    webhooks {\n      ...AdminWebhookFields\n    }\n    webhookDeliveries(limit: 50) {\n      ...AdminWebhookDeliveryFields\n    }\n  }\n": types.AdminWebhooksDocument,
    "\n  mutation CreateWebhook($input: WebhookInput!) {\n    createWebhook(input: $input) {\n      ...AdminWebhookFields\n    }\n  }\n": types.CreateWebhookDocument,
    "\n  mutation UpdateWebhook($id: Int!, $input: WebhookInput!) {\n    updateWebhook(id: $id, input: $input) {\n      ...AdminWebhookFields\n    }\n  }\n": types.UpdateWebhookDocument,
    "\n  mutation DeleteWebhook($id: Int!) {\n    deleteWebhook(id: $id) {\n      id\n    }\n  }\n": types.DeleteWebhookDocument,
    "\n  mutation PingWebhook($id: Int!) {\n    pingWebhook(id: $id) {\n      ...AdminWebhookDeliveryFields\n    }\n  }\n": types.PingWebhookDocument,
    "\n  mutation RedeliverWebhookDelivery($id: Int!) {\n    redeliverWebhookDelivery(id: $id) {\n      ...AdminWebhookDeliveryFields\n    }\n  }\n": types.RedeliverWebhookDeliveryDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiKeyFields on ApiKey {\n    id\n    name\n    scope\n    prefix\n    createdAt\n    createdBy\n    allowedOrigins\n    lastUsedAt\n    revokedAt\n  }\n"): (typeof documents)["\n  fragment ApiKeyFields on ApiKey {\n    id\n    name\n    scope\n    prefix\n    createdAt\n    createdBy\n    allowedOrigins\n    lastUsedAt\n    revokedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeys {\n    apiKeys {\n      ...ApiKeyFields\n    }\n  }\n"): (typeof documents)["\n  query ApiKeys {\n    apiKeys {\n      ...ApiKeyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($input: ApiKeyInput!) {\n    createApiKey(input: $input) {\n      token\n      key {\n        ...ApiKeyFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiKey($input: ApiKeyInput!) {\n    createApiKey(input: $input) {\n      token\n      key {\n        ...ApiKeyFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($id: Int!) {\n    revokeApiKey(id: $id) {\n      ...ApiKeyFields\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiKey($id: Int!) {\n    revokeApiKey(id: $id) {\n      ...ApiKeyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminCategoryFields on Category {\n    id\n    name\n    group\n    description\n    slug\n  }\n"): (typeof documents)["\n  fragment AdminCategoryFields on Category {\n    id\n    name\n    group\n    description\n    slug\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCategories {\n    adminCategories {\n      ...AdminCategoryFields\n      postCount\n    }\n  }\n"): (typeof documents)["\n  query AdminCategories {\n    adminCategories {\n      ...AdminCategoryFields\n      postCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      ...AdminCategoryFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      ...AdminCategoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCategory($id: Int!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      ...AdminCategoryFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCategory($id: Int!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      ...AdminCategoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCategory($id: Int!) {\n    deleteCategory(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCategory($id: Int!) {\n    deleteCategory(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderCategories($ids: [Int!]!) {\n    reorderCategories(ids: $ids) {\n      ...AdminCategoryFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReorderCategories($ids: [Int!]!) {\n    reorderCategories(ids: $ids) {\n      ...AdminCategoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkingCopy($postId: Int) {\n    workingCopy(postId: $postId) {\n      postId\n      fields\n      baseVersion\n      savedAt\n      previewPath\n    }\n  }\n"): (typeof documents)["\n  query WorkingCopy($postId: Int) {\n    workingCopy(postId: $postId) {\n      postId\n      fields\n      baseVersion\n      savedAt\n      previewPath\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveWorkingCopy($postId: Int, $fields: JSONObject!, $baseVersion: Int) {\n    saveWorkingCopy(postId: $postId, fields: $fields, baseVersion: $baseVersion) {\n      savedAt\n      previewPath\n    }\n  }\n"): (typeof documents)["\n  mutation SaveWorkingCopy($postId: Int, $fields: JSONObject!, $baseVersion: Int) {\n    saveWorkingCopy(postId: $postId, fields: $fields, baseVersion: $baseVersion) {\n      savedAt\n      previewPath\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DiscardWorkingCopy($postId: Int) {\n    discardWorkingCopy(postId: $postId)\n  }\n"): (typeof documents)["\n  mutation DiscardWorkingCopy($postId: Int) {\n    discardWorkingCopy(postId: $postId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkingCopyPreview($token: String!) {\n    workingCopyPreview(token: $token) {\n      postId\n      title\n      excerpt\n      author\n      html\n      savedAt\n      savedBy\n    }\n  }\n"): (typeof documents)["\n  query WorkingCopyPreview($token: String!) {\n    workingCopyPreview(token: $token) {\n      postId\n      title\n      excerpt\n      author\n      html\n      savedAt\n      savedBy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditingPost($postId: Int!) {\n    editingPost(postId: $postId)\n  }\n"): (typeof documents)["\n  mutation EditingPost($postId: Int!) {\n    editingPost(postId: $postId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StoppedEditingPost($postId: Int!) {\n    stoppedEditingPost(postId: $postId)\n  }\n"): (typeof documents)["\n  mutation StoppedEditingPost($postId: Int!) {\n    stoppedEditingPost(postId: $postId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ComparePostEdits($postId: Int!, $input: PostInput!) {\n    comparePostEdits(postId: $postId, input: $input) {\n      field\n      label\n      changed\n      revisionValue\n      currentValue\n      note\n      parts {\n        kind\n        text\n      }\n    }\n  }\n"): (typeof documents)["\n  query ComparePostEdits($postId: Int!, $input: PostInput!) {\n    comparePostEdits(postId: $postId, input: $input) {\n      field\n      label\n      changed\n      revisionValue\n      currentValue\n      note\n      parts {\n        kind\n        text\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrashedPosts {\n    trashedPosts {\n      id\n      title\n      slug\n      author\n      trashedAt\n    }\n  }\n"): (typeof documents)["\n  query TrashedPosts {\n    trashedPosts {\n      id\n      title\n      slug\n      author\n      trashedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestorePosts($ids: [Int!]!) {\n    restorePosts(ids: $ids) {\n      changed\n      failed {\n        id\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RestorePosts($ids: [Int!]!) {\n    restorePosts(ids: $ids) {\n      changed\n      failed {\n        id\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PurgePosts($ids: [Int!]!) {\n    purgePosts(ids: $ids) {\n      changed\n      failed {\n        id\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PurgePosts($ids: [Int!]!) {\n    purgePosts(ids: $ids) {\n      changed\n      failed {\n        id\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminPostSummary on AdminPost {\n    id\n    slug\n    title\n    excerpt\n    author\n    status\n    publishDate\n    categoryLabel\n    categoryLabels\n    imageUrl\n    imageId\n    image {\n      mediaId\n      url\n      alt\n    }\n  }\n"): (typeof documents)["\n  fragment AdminPostSummary on AdminPost {\n    id\n    slug\n    title\n    excerpt\n    author\n    status\n    publishDate\n    categoryLabel\n    categoryLabels\n    imageUrl\n    imageId\n    image {\n      mediaId\n      url\n      alt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPosts($search: String, $sort: AdminPostSort) {\n    adminPosts(search: $search, sort: $sort) {\n      ...AdminPostSummary\n    }\n  }\n"): (typeof documents)["\n  query AdminPosts($search: String, $sort: AdminPostSort) {\n    adminPosts(search: $search, sort: $sort) {\n      ...AdminPostSummary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPost($id: Int!) {\n    adminPost(id: $id) {\n      ...AdminPostSummary\n      content\n      updatedAt\n      version\n      metaTitle\n      metaDescription\n      shareImageId\n    }\n  }\n"): (typeof documents)["\n  query AdminPost($id: Int!) {\n    adminPost(id: $id) {\n      ...AdminPostSummary\n      content\n      updatedAt\n      version\n      metaTitle\n      metaDescription\n      shareImageId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPostPage($page: Int, $search: String, $sort: AdminPostSort, $status: PostVisibility) {\n    adminPostPage(page: $page, search: $search, sort: $sort, status: $status) {\n      items {\n        id\n        slug\n        title\n        excerpt\n        author\n        status\n        publishDate\n        categoryLabel\n        categoryLabels\n        imageUrl\n        visibility\n        hasUnpublishedChanges\n      }\n      total\n      page\n      pageSize\n      pageCount\n      counts {\n        all\n        draft\n        published\n        scheduled\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPostPage($page: Int, $search: String, $sort: AdminPostSort, $status: PostVisibility) {\n    adminPostPage(page: $page, search: $search, sort: $sort, status: $status) {\n      items {\n        id\n        slug\n        title\n        excerpt\n        author\n        status\n        publishDate\n        categoryLabel\n        categoryLabels\n        imageUrl\n        visibility\n        hasUnpublishedChanges\n      }\n      total\n      page\n      pageSize\n      pageCount\n      counts {\n        all\n        draft\n        published\n        scheduled\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BulkPostResultFields on BulkPostResult {\n    changed\n    unchanged\n    failed {\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  fragment BulkPostResultFields on BulkPostResult {\n    changed\n    unchanged\n    failed {\n      id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishPosts($ids: [Int!]!) {\n    publishPosts(ids: $ids) {\n      ...BulkPostResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation PublishPosts($ids: [Int!]!) {\n    publishPosts(ids: $ids) {\n      ...BulkPostResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnpublishPosts($ids: [Int!]!) {\n    unpublishPosts(ids: $ids) {\n      ...BulkPostResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation UnpublishPosts($ids: [Int!]!) {\n    unpublishPosts(ids: $ids) {\n      ...BulkPostResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePosts($ids: [Int!]!) {\n    deletePosts(ids: $ids) {\n      ...BulkPostResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePosts($ids: [Int!]!) {\n    deletePosts(ids: $ids) {\n      ...BulkPostResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePost($input: PostInput!) {\n    createPost(input: $input) {\n      ...AdminPostSummary\n      content\n      updatedAt\n      # The form is made again from the saved post: what it shows must be what was saved.\n      metaTitle\n      metaDescription\n      shareImageId\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePost($input: PostInput!) {\n    createPost(input: $input) {\n      ...AdminPostSummary\n      content\n      updatedAt\n      # The form is made again from the saved post: what it shows must be what was saved.\n      metaTitle\n      metaDescription\n      shareImageId\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePost($id: Int!, $input: PostInput!, $version: Int) {\n    updatePost(id: $id, input: $input, version: $version) {\n      ...AdminPostSummary\n      content\n      updatedAt\n      # The form is made again from the saved post: what it shows must be what was saved.\n      metaTitle\n      metaDescription\n      shareImageId\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePost($id: Int!, $input: PostInput!, $version: Int) {\n    updatePost(id: $id, input: $input, version: $version) {\n      ...AdminPostSummary\n      content\n      updatedAt\n      # The form is made again from the saved post: what it shows must be what was saved.\n      metaTitle\n      metaDescription\n      shareImageId\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePost($id: Int!) {\n    deletePost(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePost($id: Int!) {\n    deletePost(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostRevisions($postId: Int!) {\n    adminPost(id: $postId) {\n      id\n      title\n      slug\n      status\n    }\n    postRevisions(postId: $postId) {\n      id\n      postId\n      savedAt\n      savedBy\n      savedByKind\n      title\n      slug\n      status\n      publishDate\n    }\n  }\n"): (typeof documents)["\n  query PostRevisions($postId: Int!) {\n    adminPost(id: $postId) {\n      id\n      title\n      slug\n      status\n    }\n    postRevisions(postId: $postId) {\n      id\n      postId\n      savedAt\n      savedBy\n      savedByKind\n      title\n      slug\n      status\n      publishDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ComparePostRevision($id: Int!) {\n    comparePostRevision(id: $id) {\n      changedCount\n      revision {\n        id\n        postId\n        savedAt\n        savedBy\n        savedByKind\n        title\n        slug\n        status\n        publishDate\n        excerpt\n        content\n        imageUrl\n        categoryLabels\n        author\n      }\n      fields {\n        field\n        label\n        changed\n        revisionValue\n        currentValue\n        parts {\n          kind\n          text\n        }\n        note\n      }\n    }\n  }\n"): (typeof documents)["\n  query ComparePostRevision($id: Int!) {\n    comparePostRevision(id: $id) {\n      changedCount\n      revision {\n        id\n        postId\n        savedAt\n        savedBy\n        savedByKind\n        title\n        slug\n        status\n        publishDate\n        excerpt\n        content\n        imageUrl\n        categoryLabels\n        author\n      }\n      fields {\n        field\n        label\n        changed\n        revisionValue\n        currentValue\n        parts {\n          kind\n          text\n        }\n        note\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestorePostRevision($id: Int!) {\n    restorePostRevision(id: $id) {\n      ...AdminPostSummary\n      content\n      updatedAt\n      # The form is made again from the saved post: what it shows must be what was saved.\n      metaTitle\n      metaDescription\n      shareImageId\n    }\n  }\n"): (typeof documents)["\n  mutation RestorePostRevision($id: Int!) {\n    restorePostRevision(id: $id) {\n      ...AdminPostSummary\n      content\n      updatedAt\n      # The form is made again from the saved post: what it shows must be what was saved.\n      metaTitle\n      metaDescription\n      shareImageId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSession {\n    session {\n      isAuthenticated\n      user {\n        id\n        username\n        role\n        mustEnrol2fa\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminSession {\n    session {\n      isAuthenticated\n      user {\n        id\n        username\n        role\n        mustEnrol2fa\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminLogin($input: LoginInput!) {\n    login(input: $input) {\n      id\n      username\n    }\n  }\n"): (typeof documents)["\n  mutation AdminLogin($input: LoginInput!) {\n    login(input: $input) {\n      id\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminLogout {\n    logout\n  }\n"): (typeof documents)["\n  mutation AdminLogout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubmissionFields on Submission {\n    kind\n    id\n    email\n    createdAt\n    fields { key label value }\n    delivery { status attempts lastError nextAttemptAt sentAt }\n    state\n    note\n  }\n"): (typeof documents)["\n  fragment SubmissionFields on Submission {\n    kind\n    id\n    email\n    createdAt\n    fields { key label value }\n    delivery { status attempts lastError nextAttemptAt sentAt }\n    state\n    note\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubmissionKinds {\n    submissionKinds { kind label total waiting failed new }\n  }\n"): (typeof documents)["\n  query SubmissionKinds {\n    submissionKinds { kind label total waiting failed new }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Submissions($kind: SubmissionKind!, $search: String, $status: DeliveryStatusFilter, $state: SubmissionStateFilter, $page: Int, $pageSize: Int) {\n    submissions(kind: $kind, search: $search, status: $status, state: $state, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      pageCount\n      items { ...SubmissionFields }\n    }\n  }\n"): (typeof documents)["\n  query Submissions($kind: SubmissionKind!, $search: String, $status: DeliveryStatusFilter, $state: SubmissionStateFilter, $page: Int, $pageSize: Int) {\n    submissions(kind: $kind, search: $search, status: $status, state: $state, page: $page, pageSize: $pageSize) {\n      total\n      page\n      pageSize\n      pageCount\n      items { ...SubmissionFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubmissionsCsv($kind: SubmissionKind!, $search: String, $status: DeliveryStatusFilter, $state: SubmissionStateFilter) {\n    submissionsCsv(kind: $kind, search: $search, status: $status, state: $state)\n  }\n"): (typeof documents)["\n  query SubmissionsCsv($kind: SubmissionKind!, $search: String, $status: DeliveryStatusFilter, $state: SubmissionStateFilter) {\n    submissionsCsv(kind: $kind, search: $search, status: $status, state: $state)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetrySubmissionDelivery($kind: SubmissionKind!, $id: Int!) {\n    retrySubmissionDelivery(kind: $kind, id: $id) { ...SubmissionFields }\n  }\n"): (typeof documents)["\n  mutation RetrySubmissionDelivery($kind: SubmissionKind!, $id: Int!) {\n    retrySubmissionDelivery(kind: $kind, id: $id) { ...SubmissionFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmailProviderStatus {\n    emailProviderStatus { state explanation waitingKinds lastSentAt lastFailureAt lastError }\n  }\n"): (typeof documents)["\n  query EmailProviderStatus {\n    emailProviderStatus { state explanation waitingKinds lastSentAt lastFailureAt lastError }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetSubmissionState($kind: SubmissionKind!, $ids: [Int!]!, $state: SubmissionState!) {\n    setSubmissionState(kind: $kind, ids: $ids, state: $state) { ...SubmissionFields }\n  }\n"): (typeof documents)["\n  mutation SetSubmissionState($kind: SubmissionKind!, $ids: [Int!]!, $state: SubmissionState!) {\n    setSubmissionState(kind: $kind, ids: $ids, state: $state) { ...SubmissionFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetSubmissionNote($kind: SubmissionKind!, $id: Int!, $note: String) {\n    setSubmissionNote(kind: $kind, id: $id, note: $note) { ...SubmissionFields }\n  }\n"): (typeof documents)["\n  mutation SetSubmissionNote($kind: SubmissionKind!, $id: Int!, $note: String) {\n    setSubmissionNote(kind: $kind, id: $id, note: $note) { ...SubmissionFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSubmissions($kind: SubmissionKind!, $ids: [Int!]!, $reason: SubmissionDeleteReason!) {\n    deleteSubmissions(kind: $kind, ids: $ids, reason: $reason) { deleted sentToProvider }\n  }\n"): (typeof documents)["\n  mutation DeleteSubmissions($kind: SubmissionKind!, $ids: [Int!]!, $reason: SubmissionDeleteReason!) {\n    deleteSubmissions(kind: $kind, ids: $ids, reason: $reason) { deleted sentToProvider }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminWebhookFields on Webhook {\n    id\n    name\n    url\n    events\n    secret\n    active\n    createdAt\n  }\n"): (typeof documents)["\n  fragment AdminWebhookFields on Webhook {\n    id\n    name\n    url\n    events\n    secret\n    active\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminWebhookDeliveryFields on WebhookDelivery {\n    id\n    webhookId\n    event\n    subjectType\n    subjectId\n    status\n    attempts\n    lastError\n    nextAttemptAt\n    sentAt\n    createdAt\n    lastExchange {\n      attemptedAt\n      error\n      request {\n        method\n        url\n        headers { name value }\n      }\n      response {\n        statusCode\n        bodyExcerpt\n        headers { name value }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment AdminWebhookDeliveryFields on WebhookDelivery {\n    id\n    webhookId\n    event\n    subjectType\n    subjectId\n    status\n    attempts\n    lastError\n    nextAttemptAt\n    sentAt\n    createdAt\n    lastExchange {\n      attemptedAt\n      error\n      request {\n        method\n        url\n        headers { name value }\n      }\n      response {\n        statusCode\n        bodyExcerpt\n        headers { name value }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWebhooks {\n    webhooks {\n      ...AdminWebhookFields\n    }\n    webhookDeliveries(limit: 50) {\n      ...AdminWebhookDeliveryFields\n    }\n  }\n"): (typeof documents)["\n  query AdminWebhooks {\n    webhooks {\n      ...AdminWebhookFields\n    }\n    webhookDeliveries(limit: 50) {\n      ...AdminWebhookDeliveryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhook($input: WebhookInput!) {\n    createWebhook(input: $input) {\n      ...AdminWebhookFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebhook($input: WebhookInput!) {\n    createWebhook(input: $input) {\n      ...AdminWebhookFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWebhook($id: Int!, $input: WebhookInput!) {\n    updateWebhook(id: $id, input: $input) {\n      ...AdminWebhookFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWebhook($id: Int!, $input: WebhookInput!) {\n    updateWebhook(id: $id, input: $input) {\n      ...AdminWebhookFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhook($id: Int!) {\n    deleteWebhook(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteWebhook($id: Int!) {\n    deleteWebhook(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PingWebhook($id: Int!) {\n    pingWebhook(id: $id) {\n      ...AdminWebhookDeliveryFields\n    }\n  }\n"): (typeof documents)["\n  mutation PingWebhook($id: Int!) {\n    pingWebhook(id: $id) {\n      ...AdminWebhookDeliveryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeliverWebhookDelivery($id: Int!) {\n    redeliverWebhookDelivery(id: $id) {\n      ...AdminWebhookDeliveryFields\n    }\n  }\n"): (typeof documents)["\n  mutation RedeliverWebhookDelivery($id: Int!) {\n    redeliverWebhookDelivery(id: $id) {\n      ...AdminWebhookDeliveryFields\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;