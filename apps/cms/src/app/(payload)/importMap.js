import { Icon as Icon_49b685d073e5519e19feb597d1161caf } from '../../components/brand/icon'
import { Logo as Logo_7c63ceaceaceecf9dcab8f5b975560ab } from '../../components/brand/logo'
import { DashboardGreeting as DashboardGreeting_378255061d5c3d7220b700cd2ce8c3df } from '../../components/dashboard/greeting'
import { NavBrand as NavBrand_ffa943daf2ac56112a7e84e06ac291fd } from '../../components/brand/nav-brand'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/components/brand/icon#Icon": Icon_49b685d073e5519e19feb597d1161caf,
  "/components/brand/logo#Logo": Logo_7c63ceaceaceecf9dcab8f5b975560ab,
  "/components/dashboard/greeting#DashboardGreeting": DashboardGreeting_378255061d5c3d7220b700cd2ce8c3df,
  "/components/brand/nav-brand#NavBrand": NavBrand_ffa943daf2ac56112a7e84e06ac291fd,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
